import { Badge } from '@mantine/core';
import type { UserRow } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/DataTable';
import { formatDateTime } from '@/shared/ui/format';

/** Columns of the users list (spec/01 §2): id, email, email_verified_at. */
export const usersColumns = (): readonly Column<UserRow>[] => [
  { id: 'id', header: t('users.id'), cell: (row) => row.id.slice(0, 8), sortable: true },
  { id: 'email', header: t('users.email'), cell: (row) => row.email, sortable: true },
  {
    id: 'email_verified_at',
    header: t('users.emailVerifiedAt'),
    sortable: true,
    cell: (row) =>
      row.email_verified_at ? (
        formatDateTime(row.email_verified_at)
      ) : (
        <Badge color="gray" variant="light">
          {t('users.notVerified')}
        </Badge>
      ),
  },
];

import { Text } from '@mantine/core';
import type { ClientRow } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/DataTable';
import { formatDateTime } from '@/shared/ui/format';
import { countryName } from '../countries';
import { toDisplayPrefix } from '../phone-prefix';

/**
 * Columns of the clients list (spec/01 §2): id, name, country, city, post_code,
 * street, address, phone prefix, phone number, email_verified_at. Sortable
 * where the list endpoint sorts.
 */
export const clientsColumns = (): readonly Column<ClientRow>[] => [
  { id: 'id', header: t('clients.fields.id'), cell: (row) => row.id, sortable: true },
  { id: 'name', header: t('clients.fields.name'), cell: (row) => row.name, sortable: true },
  { id: 'country', header: t('clients.fields.country'), cell: (row) => countryName(row.country) },
  { id: 'city', header: t('clients.fields.city'), cell: (row) => row.city, sortable: true },
  { id: 'post_code', header: t('clients.fields.post_code'), cell: (row) => row.post_code, sortable: true },
  { id: 'street', header: t('clients.fields.street'), cell: (row) => row.street, sortable: true },
  { id: 'address', header: t('clients.fields.address'), cell: (row) => row.address },
  { id: 'phone_number_prefix', header: t('clients.fields.phone_number_prefix'), cell: (row) => toDisplayPrefix(row.phone_number_prefix) },
  { id: 'phone_number', header: t('clients.fields.phone_number'), cell: (row) => row.phone_number, sortable: true },
  {
    id: 'email_verified_at',
    header: t('clients.fields.email_verified_at'),
    sortable: true,
    cell: (row) =>
      row.email_verified_at ? (
        formatDateTime(row.email_verified_at)
      ) : (
        <Text span size="sm" c="dimmed">
          {t('clients.notVerified')}
        </Text>
      ),
  },
];

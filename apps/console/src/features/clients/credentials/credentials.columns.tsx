import { Badge } from '@mantine/core';
import type { CourierCredentialRow } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/DataTable';

/** A row with its place in the list (the spec's "number"). */
export type NumberedCredential = CourierCredentialRow & { readonly number: number };

/** Columns of the API tab (spec/01 §2): number, type, contract number, comment; the courier and the main marker beside. */
export const credentialsColumns = (): readonly Column<NumberedCredential>[] => [
  { id: 'number', header: t('clients.settings.credentials.number'), cell: (row) => row.number },
  { id: 'courier', header: t('clients.settings.credentials.courier'), cell: (row) => row.courier_name },
  { id: 'type', header: t('clients.settings.credentials.type'), cell: (row) => row.type },
  { id: 'contract_number', header: t('clients.settings.credentials.contractNumber'), cell: (row) => row.contract_number },
  { id: 'comment', header: t('clients.settings.credentials.comment'), cell: (row) => row.comment },
  {
    id: 'main',
    header: t('clients.settings.credentials.main'),
    cell: (row) =>
      row.main ? (
        <Badge color="blue" variant="filled">
          {t('clients.settings.credentials.main')}
        </Badge>
      ) : null,
  },
];

import type { StatusTypeView } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/DataTable';

/** Columns of the status types list (spec/02 §3 status type), sortable where the table endpoint sorts. */
export const statusesColumns = (): readonly Column<StatusTypeView>[] => [
  { id: 'id', header: t('statuses.fields.id'), cell: (row) => row.id, sortable: true },
  { id: 'name', header: t('statuses.fields.name'), cell: (row) => row.name, sortable: true },
  { id: 'displayed_name', header: t('statuses.fields.displayed_name'), cell: (row) => row.displayed_name, sortable: true },
  { id: 'displayed_name_ro', header: t('statuses.fields.displayed_name_ro'), cell: (row) => row.displayed_name_ro, sortable: true },
  {
    id: 'internal',
    header: t('statuses.fields.internal'),
    cell: (row) => t(row.internal === 1 ? 'statuses.yes' : 'statuses.no'),
    sortable: true,
  },
  { id: 'code', header: t('statuses.fields.code'), cell: (row) => row.code ?? t('statuses.none'), sortable: true },
  { id: 'system_id', header: t('statuses.fields.system_id'), cell: (row) => row.system_id ?? t('statuses.none'), sortable: true },
  { id: 'id_courier', header: t('statuses.fields.id_courier'), cell: (row) => row.id_courier, sortable: true },
];

import { Text } from '@mantine/core';
import type { ResignationView } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/DataTable';
import { formatDateTime } from '@/shared/ui/format';
import type { ResignationScope } from './resignations.api';

/** Both lists' order without a sort of the user's: newest report first. */
export const RESIGNATIONS_DEFAULT_ORDER = { column: 'id', dir: 'desc' } as const;

const waybill: Column<ResignationView> = {
  id: 'waybill',
  header: t('resignations.columns.waybill'),
  sortable: true,
  cell: (row) => (
    <Text size="sm" ff="monospace" span>
      {row.waybill}
    </Text>
  ),
};

const acceptance: Column<ResignationView> = {
  id: 'scanned_at',
  header: t('resignations.columns.scanned_at'),
  sortable: true,
  cell: (row) =>
    row.scanned_at ? (
      formatDateTime(row.scanned_at)
    ) : (
      <Text size="sm" c="dimmed" span>
        {t('resignations.notScanned')}
      </Text>
    ),
};

const resend: Column<ResignationView> = {
  id: 'resend_at',
  header: t('resignations.columns.resend_at'),
  sortable: true,
  cell: (row) => (row.resend_at ? formatDateTime(row.resend_at) : t('resignations.notResent')),
};

/**
 * The staff list (spec/03 §2): waybill number, client, acceptance (scan) date, resend date.
 * The client's: waybill number, creation date, acceptance date, resend date.
 */
export const resignationsColumns = (scope: ResignationScope): readonly Column<ResignationView>[] =>
  scope === 'staff'
    ? [
        waybill,
        { id: 'client_name', header: t('resignations.columns.client_name'), sortable: true, cell: (row) => row.client_name ?? '' },
        acceptance,
        resend,
      ]
    : [
        waybill,
        { id: 'created_at', header: t('resignations.columns.created_at'), sortable: true, cell: (row) => formatDateTime(row.created_at) },
        acceptance,
        resend,
      ];

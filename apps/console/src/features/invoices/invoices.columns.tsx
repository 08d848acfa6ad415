import { Badge, Text } from '@mantine/core';
import type { InvoiceRow } from '@parcel/contracts';
import { t } from '@/shared/i18n/i18n';
import type { Column } from '@/shared/table/DataTable';
import { formatAmount, formatDate, periodRange } from './invoice-format';
import { statusColor, WHOLE_LABEL } from './invoice-status';

/** The list's order without a sort of the user's: column 3 (the billing period) descending (spec/03 §2). */
export const INVOICES_DEFAULT_ORDER = { column: 'period', dir: 'desc' } as const;

/** Columns of /invoices (spec/03 §2): client name, status, issue date, billing period, gross amount, invoice number. */
export const invoicesColumns = (): readonly Column<InvoiceRow>[] => [
  { id: 'client_name', header: t('invoices.columns.client_name'), cell: (row) => row.client_name, sortable: true },
  {
    id: 'status',
    header: t('invoices.columns.status'),
    sortable: true,
    cell: (row) => (
      <Badge color={statusColor(row.status)} variant="filled" autoContrast tt="none" styles={WHOLE_LABEL} data-status={row.status}>
        {t(`invoices.status.invoice_status_${row.status}`)}
      </Badge>
    ),
  },
  { id: 'issue_date', header: t('invoices.columns.issue_date'), cell: (row) => formatDate(row.issue_date), sortable: true },
  {
    id: INVOICES_DEFAULT_ORDER.column,
    header: t('invoices.columns.period'),
    sortable: true,
    cell: (row) => (
      <>
        <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
          {periodRange({ from: row.period_from, to: row.period_to })}
        </Text>{' '}
        <Text size="xs" c="dimmed" span>
          {t(`invoices.periodTypes.${row.period_type}`)}
        </Text>
      </>
    ),
  },
  {
    id: 'total_anmount',
    header: t('invoices.columns.total'),
    sortable: true,
    cell: (row) => (
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {formatAmount(row.total_anmount ?? row.total_amount, row.currency)}
      </Text>
    ),
  },
  { id: 'invoice_number', header: t('invoices.columns.invoice_number'), cell: (row) => row.invoice_number ?? '—', sortable: true },
];

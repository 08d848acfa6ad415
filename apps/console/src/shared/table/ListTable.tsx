import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n/i18n';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { ColumnsTable, type ColumnsTableProps } from './ColumnsTable';

export interface ListTableProps<Row> extends Omit<ColumnsTableProps<Row>, 'rows' | 'headerCell'> {
  /** The list's query (a whole list, not the paged table protocol). */
  readonly result: UseQueryResult<readonly Row[], Error>;
  /** Shown instead of the table when the list is empty. */
  readonly emptyMessage?: string;
}

/**
 * A short list answered whole by the API (a client's price bands, parameters,
 * credentials): typed columns, row click and Enter/Space on a focused row,
 * with loading, empty and error states. Server-side tables use DataTable.
 */
export function ListTable<Row>({ result, emptyMessage, ...table }: ListTableProps<Row>) {
  const { t } = useTranslation();
  if (result.isPending) return <LoadingState />;
  if (result.isError) return <ErrorState error={result.error} title={t('table.error')} onRetry={() => void result.refetch()} />;
  if (result.data.length === 0) return <EmptyState message={emptyMessage ?? t('table.empty')} />;
  return <ColumnsTable {...table} rows={result.data} />;
}

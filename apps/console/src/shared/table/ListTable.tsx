import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { ColumnsTable, type ColumnsTableProps } from './ColumnsTable';

export interface ListTableProps<Row> extends Omit<ColumnsTableProps<Row>, 'rows' | 'headerCell'> {
  /** The list's query (a whole list, not the paged table protocol). */
  readonly result: UseQueryResult<readonly Row[], Error>;
  /** Other queries the cells read (a catalogue): the table waits for them too. */
  readonly needs?: readonly UseQueryResult<unknown, Error>[];
  /** Shown instead of the table when the list is empty. */
  readonly emptyMessage?: string;
}

/**
 * A short list answered whole by the API (a client's price bands, parameters,
 * credentials): typed columns, row click and Enter/Space on a focused row,
 * with loading, empty and error states. Server-side tables use DataTable.
 */
export function ListTable<Row>({ result, needs = [], emptyMessage, ...table }: ListTableProps<Row>) {
  const { t } = useTranslation();
  const failed = [result, ...needs].find((query) => query.isError);
  if (failed) return <ErrorState error={failed.error} title={t('table.error')} onRetry={() => void failed.refetch()} />;
  if (!result.isSuccess || needs.some((query) => query.isPending)) return <LoadingState />;
  if (result.data.length === 0) return <EmptyState message={emptyMessage ?? t('table.empty')} />;
  return <ColumnsTable {...table} rows={result.data} />;
}

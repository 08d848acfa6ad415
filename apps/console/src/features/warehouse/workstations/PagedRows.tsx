import { useEffect, useState } from 'react';
import { Group, Pagination, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { ColumnsTable, type Column } from '@/shared/table/ColumnsTable';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { pageOf, pagesOf, WORKSTATION_PAGE_SIZE } from './workstations.logic';

/** Numbered paging of a workstation table (5 rows a page), with the rows shown. */
export function Pager({ page, pages, onPage, count }: { page: number; pages: number; onPage: (page: number) => void; count: number }) {
  const { t } = useTranslation();
  const from = count === 0 ? 0 : (page - 1) * WORKSTATION_PAGE_SIZE + 1;
  const to = Math.min(count, page * WORKSTATION_PAGE_SIZE);
  return (
    <Group justify="space-between" mt="sm" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('table.summary', { from, to, filtered: count })}
      </Text>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        withEdges
        size="sm"
        aria-label={t('table.pagination')}
        getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
      />
    </Group>
  );
}

interface PagedRowsProps<Row> {
  readonly label: string;
  readonly columns: readonly Column<Row>[];
  /** The whole list (the API answers it at once): paged here, 5 a page; undefined while loading. */
  readonly rows: readonly Row[] | undefined;
  /** The queries the rows come from: a failed one shows its error and retry. */
  readonly queries: readonly UseQueryResult<unknown, Error>[];
  readonly rowKey: (row: Row) => string;
  readonly onRowClick?: (row: Row) => void;
  readonly emptyMessage?: string;
}

/** A short list answered whole by the API, shown 5 rows a page, with loading, empty and error states. */
export function PagedRows<Row>({ label, columns, rows, queries, rowKey, onRowClick, emptyMessage }: PagedRowsProps<Row>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const count = rows?.length ?? 0;
  const pages = pagesOf(count);
  // Rows removed elsewhere (a deleted workstation): stay within the pages there are.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const failed = queries.find((query) => query.isError);
  if (failed) return <ErrorState error={failed.error} title={t('table.error')} onRetry={() => void failed.refetch()} />;
  if (!rows) return <LoadingState />;
  if (count === 0) return <EmptyState message={emptyMessage ?? t('table.empty')} />;
  return (
    <>
      <ColumnsTable label={label} columns={columns} rows={pageOf(rows, page)} rowKey={rowKey} onRowClick={onRowClick} />
      <Pager page={page} pages={pages} onPage={setPage} count={count} />
    </>
  );
}

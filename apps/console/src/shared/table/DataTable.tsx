import { useEffect, useState, type ReactNode } from 'react';
import { Box, Group, LoadingOverlay, Pagination, Select, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { DataTableRequest, DataTableResponse } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { ColumnsTable, type Column } from './ColumnsTable';
import { PAGE_SIZES, nextSort, pageCount, rowRange, toDataTableRequest, type SortOrder, type TableState } from './table-state';

export type { Column } from './ColumnsTable';

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  readonly label: string;
  readonly columns: readonly Column<Row>[];
  /** The endpoint's queryOptions factory. */
  readonly query: (request: DataTableRequest) => UseQueryOptions<DataTableResponse<Row>, Error, DataTableResponse<Row>, any>;
  readonly state: TableState;
  /** Applies a change of state to the URL; `replace` for typing, push otherwise. */
  readonly onStateChange: (change: Partial<TableState>, options?: { replace?: boolean }) => void;
  readonly rowKey: (row: Row) => string;
  readonly onRowClick?: (row: Row) => void;
  /** Rows drawn highlighted (see ColumnsTable). */
  readonly rowHighlighted?: (row: Row) => boolean;
  readonly defaultOrder?: SortOrder;
  /** Filters and buttons shown beside the search. */
  readonly toolbar?: ReactNode;
  /** False: no search box (the screen has filters of its own instead). */
  readonly searchable?: boolean;
}

/**
 * The server-side table of the spec (draw/start/length/order/search ->
 * data/recordsTotal/recordsFiltered): search with debounce, sortable headers,
 * page-size menu, numbered paging, row click, with loading, empty and error
 * states. Its state is the URL's (see table-state.ts).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const { state, onStateChange } = props;
  const request = toDataTableRequest(state, props.defaultOrder);
  const result = useQuery({ ...props.query(request), placeholderData: keepPreviousData });
  const rows = result.data?.data ?? [];
  const pages = pageCount(result.data?.recordsFiltered ?? 0, state.size);

  // A page past the end (rows removed elsewhere, a shorter result) moves to the last page.
  useEffect(() => {
    if (result.data && !result.isPlaceholderData && state.page > pages) onStateChange({ page: pages }, { replace: true });
  }, [result.data, result.isPlaceholderData, state.page, pages, onStateChange]);

  return (
    <Box>
      {(props.searchable !== false || props.toolbar) && (
        <Group justify="space-between" mb="sm" gap="sm" wrap="wrap">
          {props.searchable !== false && (
            <SearchBox value={state.q ?? ''} onSearch={(q) => onStateChange({ q: q || undefined, page: 1 }, { replace: true })} />
          )}
          {props.toolbar && <Group gap="sm">{props.toolbar}</Group>}
        </Group>
      )}
      {result.isPending ? (
        <LoadingState />
      ) : result.isError && !result.data ? (
        <ErrorState error={result.error} title={t('table.error')} onRetry={() => void result.refetch()} />
      ) : (
        <Box pos="relative">
          <LoadingOverlay visible={result.isFetching && result.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} />
          <ColumnsTable
            label={props.label}
            columns={props.columns}
            rows={rows}
            rowKey={props.rowKey}
            onRowClick={props.onRowClick}
            rowHighlighted={props.rowHighlighted}
            headerCell={(column) => (
              <HeaderCell column={column} state={state} defaultOrder={props.defaultOrder} onSort={(change) => onStateChange(change)} />
            )}
          />
          {rows.length === 0 && <EmptyState message={t('table.empty')} />}
        </Box>
      )}
      {result.data && (
        <TableFooter
          state={state}
          rowsOnPage={rows.length}
          pages={pages}
          filtered={result.data.recordsFiltered}
          total={result.data.recordsTotal}
          onStateChange={onStateChange}
        />
      )}
    </Box>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 300);
  // The URL changed (back, reset): show its search text.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (debounced.trim() !== value.trim()) onSearch(debounced.trim());
  }, [debounced]);
  return (
    <TextInput
      label={t('table.search')}
      placeholder={t('table.searchPlaceholder')}
      type="search"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      w={{ base: '100%', sm: 280 }}
    />
  );
}

/** A sortable header cell of the table protocol (used by tables that draw their own body too). */
export function HeaderCell<Row>(props: {
  column: Column<Row>;
  state: TableState;
  defaultOrder?: SortOrder;
  onSort: (change: Partial<TableState>) => void;
}) {
  const { t } = useTranslation();
  const { column, state } = props;
  const order = state.sort ? { column: state.sort, dir: state.dir ?? 'asc' } : props.defaultOrder;
  const dir = order?.column === column.id ? order.dir : undefined;
  if (!column.sortable) return <Table.Th>{column.header}</Table.Th>;
  return (
    <Table.Th aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton
        onClick={() => props.onSort(nextSort(state, column.id, props.defaultOrder))}
        aria-label={t('table.sortBy', { column: column.header })}
        fw={600}
        fz="sm"
      >
        {column.header} <span aria-hidden>{dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Page size menu, row summary and numbered paging. */
export function TableFooter(props: {
  state: TableState;
  /** The page-size menu; the common one by default. */
  pageSizes?: readonly number[];
  rowsOnPage: number;
  pages: number;
  filtered: number;
  total: number;
  onStateChange: DataTableProps<unknown>['onStateChange'];
}) {
  const { t } = useTranslation();
  const { from, to } = rowRange(props.state, props.rowsOnPage);
  const summary =
    props.filtered === props.total
      ? t('table.summary', { from, to, filtered: props.filtered })
      : t('table.summaryFiltered', { from, to, filtered: props.filtered, total: props.total });
  return (
    <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
      <Group gap="sm">
        <Select
          label={t('table.pageSize')}
          data={(props.pageSizes ?? PAGE_SIZES).map(String)}
          value={String(props.state.size)}
          onChange={(size) => size && props.onStateChange({ size: Number(size), page: 1 })}
          allowDeselect={false}
          w={150}
          size="xs"
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary}
        </Text>
      </Group>
      <Pagination
        total={props.pages}
        value={Math.min(props.state.page, props.pages)}
        onChange={(page) => props.onStateChange({ page })}
        withEdges
        size="sm"
        aria-label={t('table.pagination')}
        getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
      />
    </Group>
  );
}

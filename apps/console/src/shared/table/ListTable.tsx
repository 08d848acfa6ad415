import type { KeyboardEvent } from 'react';
import { Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n/i18n';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import type { Column } from './DataTable';

export interface ListTableProps<Row> {
  /** Accessible name of the table. */
  readonly label: string;
  readonly columns: readonly Column<Row>[];
  /** The list's query (a whole list, not the paged table protocol). */
  readonly result: UseQueryResult<readonly Row[], Error>;
  readonly rowKey: (row: Row) => string;
  readonly onRowClick?: (row: Row) => void;
  /** Shown instead of the table when the list is empty. */
  readonly emptyMessage?: string;
}

/**
 * A short list answered whole by the API (a client's price bands, parameters,
 * credentials): typed columns, row click and Enter/Space on a focused row,
 * with loading, empty and error states. Server-side tables use DataTable.
 */
export function ListTable<Row>({ label, columns, result, rowKey, onRowClick, emptyMessage }: ListTableProps<Row>) {
  const { t } = useTranslation();
  if (result.isPending) return <LoadingState />;
  if (result.isError) return <ErrorState error={result.error} title={t('table.error')} onRetry={() => void result.refetch()} />;
  if (result.data.length === 0) return <EmptyState message={emptyMessage ?? t('table.empty')} />;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover={!!onRowClick} aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.data.map((row) => (
            <ListRow key={rowKey(row)} row={row} columns={columns} onClick={onRowClick} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ListRow<Row>({ row, columns, onClick }: { row: Row; columns: readonly Column<Row>[]; onClick?: (row: Row) => void }) {
  const open = onClick ? () => onClick(row) : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Keys pressed on a button inside the row belong to the button.
    if (!open || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  return (
    <Table.Tr onClick={open} onKeyDown={onKeyDown} tabIndex={open ? 0 : undefined} style={open ? { cursor: 'pointer' } : undefined}>
      {columns.map((column) => (
        <Table.Td key={column.id}>{column.cell(row)}</Table.Td>
      ))}
    </Table.Tr>
  );
}

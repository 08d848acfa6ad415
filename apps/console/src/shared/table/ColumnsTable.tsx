import { Fragment, type KeyboardEvent, type ReactNode } from 'react';
import { Table } from '@mantine/core';

export interface Column<Row> {
  /** The column's name in the table protocol (what `order` sends). */
  readonly id: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  readonly sortable?: boolean;
}

export interface ColumnsTableProps<Row> {
  /** Accessible name of the table. */
  readonly label: string;
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly onRowClick?: (row: Row) => void;
  /** A column's header cell (a `Table.Th`); its plain header by default. */
  readonly headerCell?: (column: Column<Row>) => ReactNode;
  /** Rows drawn highlighted (`data-highlighted`), e.g. the price lists in effect; say it in a cell too, colour alone is not enough. */
  readonly rowHighlighted?: (row: Row) => boolean;
}

/**
 * The table drawn by DataTable and ListTable: typed columns, striped rows, and
 * with `onRowClick` a row opened by a click or by Enter/Space on the focused row
 * (without it, the scrolling region is focusable instead).
 */
export function ColumnsTable<Row>({ label, columns, rows, rowKey, onRowClick, headerCell, rowHighlighted }: ColumnsTableProps<Row>) {
  return (
    // Rows that open nothing have nothing to focus: the scrolling region itself takes the focus, so keys can scroll it (a phone's narrow table).
    <Table.ScrollContainer
      minWidth={480}
      scrollAreaProps={onRowClick ? undefined : { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      <Table striped highlightOnHover={!!onRowClick} aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Fragment key={column.id}>{headerCell ? headerCell(column) : <Table.Th>{column.header}</Table.Th>}</Fragment>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <BodyRow key={rowKey(row)} row={row} columns={columns} onClick={onRowClick} highlighted={rowHighlighted?.(row) ?? false} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function BodyRow<Row>({
  row,
  columns,
  onClick,
  highlighted,
}: {
  row: Row;
  columns: readonly Column<Row>[];
  onClick?: (row: Row) => void;
  highlighted: boolean;
}) {
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
    <Table.Tr
      onClick={open}
      onKeyDown={onKeyDown}
      tabIndex={open ? 0 : undefined}
      data-highlighted={highlighted || undefined}
      style={{ cursor: open ? 'pointer' : undefined, background: highlighted ? 'var(--mantine-color-green-light)' : undefined }}
    >
      {columns.map((column) => (
        <Table.Td key={column.id}>{column.cell(row)}</Table.Td>
      ))}
    </Table.Tr>
  );
}

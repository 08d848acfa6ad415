import { useState } from 'react';
import { Anchor, Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import type { StatisticsRowView } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';

export const PAGE_SIZE = 25;
const NUMBER_COLUMNS = ['daily', 'yesterday', 'day_before_yesterday', 'weekly', 'monthly', 'ever'] as const;
type Column = 'client' | (typeof NUMBER_COLUMNS)[number];
interface Sort {
  readonly column: Column;
  readonly descending: boolean;
}
/** The spec's default: the last column, descending. */
const DEFAULT_SORT: Sort = { column: 'ever', descending: true };

function compare(sort: Sort) {
  return (a: StatisticsRowView, b: StatisticsRowView) => {
    const order = sort.column === 'client' ? a.client.name.localeCompare(b.client.name, 'pl') : a[sort.column] - b[sort.column];
    return (sort.descending ? -order : order) || a.client.name.localeCompare(b.client.name, 'pl');
  };
}

/**
 * The clients' rows (sorted here, by any column, 25 a page) with the
 * all-shipments row below them on every page. A client's name shows that
 * client on the chart.
 */
export function StatisticsTable({
  rows,
  all,
  caption,
  onClient,
}: {
  rows: readonly StatisticsRowView[];
  all: StatisticsRowView | undefined;
  caption: string;
  onClient: (client: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = Math.min(page, pages);
  const sorted = [...rows].sort(compare(sort)).slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE);
  const sortBy = (column: Column) => {
    setSort((current) =>
      current.column === column ? { column, descending: !current.descending } : { column, descending: column !== 'client' },
    );
    setPage(1);
  };
  const header = (column: Column) => {
    const active = sort.column === column;
    return (
      <Table.Th
        key={column}
        scope="col"
        ta={column === 'client' ? 'left' : 'right'}
        aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      >
        <UnstyledButton
          onClick={() => sortBy(column)}
          title={t('statistics.sortBy', { column: t(`statistics.columns.${column}`) })}
          fw={600}
          fz="sm"
        >
          {t(`statistics.columns.${column}`)}
          {active ? (sort.descending ? ' ▼' : ' ▲') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <caption style={{ captionSide: 'top', textAlign: 'left' }}>
            <Text size="sm" c="dimmed" component="span">
              {caption}
            </Text>
          </caption>
          <Table.Thead>
            <Table.Tr>
              {header('client')}
              {NUMBER_COLUMNS.map(header)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>{t('statistics.empty')}</Table.Td>
              </Table.Tr>
            )}
            {sorted.map((row) => (
              <Table.Tr key={row.client.id}>
                <Table.Th scope="row" fw={400}>
                  <Anchor
                    component="button"
                    type="button"
                    fz="sm"
                    ta="left"
                    aria-label={t('statistics.showOnChart', { name: row.client.name })}
                    onClick={() => onClient({ id: row.client.id!, name: row.client.name })}
                  >
                    {row.client.name}
                  </Anchor>
                </Table.Th>
                {NUMBER_COLUMNS.map((column) => (
                  <Table.Td key={column} ta="right">
                    {row[column]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {all && (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th scope="row">{all.client.name}</Table.Th>
                {NUMBER_COLUMNS.map((column) => (
                  <Table.Td key={column} ta="right">
                    {all[column]}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={pages} value={shown} onChange={setPage} aria-label={t('statistics.page')} />
        </Group>
      )}
    </>
  );
}

import { Table, Tabs, Text } from '@mantine/core';
import type { PublicHistoryRow, PublicTrackingResponse } from '@parcel/contracts';
import { EmptyState } from '@/shared/ui/states';
import { useTrackingTranslation } from './tracking-i18n';
import { formatWhen, historyTabs, statusName, type HistoryTab } from './tracking-view';

/** The status history: one list for one parcel; a common tab and a tab per parcel for more. */
export function TrackingHistory({ answer }: { answer: PublicTrackingResponse }) {
  const { t } = useTrackingTranslation();
  const tabs = historyTabs(answer);
  if (tabs.every((tab) => tab.rows.length === 0)) return <EmptyState message={t('parcel_tracking_empty')} />;
  if (tabs.length === 1) return <HistoryTable rows={tabs[0]!.rows} />;
  return (
    <Tabs defaultValue="common" keepMounted={false}>
      <Tabs.List aria-label={t('history.tabs')} style={{ overflowX: 'auto', flexWrap: 'nowrap', scrollbarWidth: 'thin' }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} value={tab.key} style={{ whiteSpace: 'nowrap' }}>
            <TabName tab={tab} />
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.key} value={tab.key} pt="sm">
          {tab.kind === 'parcel' && (
            <Text size="sm" c="dimmed" mb="xs" style={{ wordBreak: 'break-all' }}>
              {tab.number}
            </Text>
          )}
          {tab.rows.length === 0 ? <EmptyState message={t('parcel_tracking_empty')} /> : <HistoryTable rows={tab.rows} />}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function TabName({ tab }: { tab: HistoryTab }) {
  const { t } = useTrackingTranslation();
  return tab.kind === 'common' ? t('history.common') : t('history.parcel', { position: tab.position });
}

/** Rows of date and time, status (in the page's language) and place. */
function HistoryTable({ rows }: { rows: readonly PublicHistoryRow[] }) {
  const { t, language } = useTrackingTranslation();
  return (
    <Table striped verticalSpacing="xs" aria-label={t('history.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('history.when')}</Table.Th>
          <Table.Th>{t('history.status')}</Table.Th>
          <Table.Th>{t('history.where')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={`${row.when}-${index}`}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWhen(row.when, language)}</Table.Td>
            <Table.Td>{statusName(row, language)}</Table.Td>
            <Table.Td>{row.where}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { ActionIcon, Table, Tabs, Text } from '@mantine/core';
import type { HistoryRowView } from '@parcel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { ScrollTable } from '../ScrollTable';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { formatDateTime } from '@/shared/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { deleteStatusRow, shipmentHistoryQuery } from '../shipments.api';
import { shipmentErrorText } from '../shipment-texts';
import { historyTabs } from './history-tabs';

/** The status history (admin, shipment context): rows with date, status, place and user; rows that allow it are deleted after a confirmation. */
export function HistoryTab({ number, mayDelete }: { number: string; mayDelete: boolean }) {
  const { t } = useTranslation();
  const history = useQuery(shipmentHistoryQuery(number));
  if (history.isPending) return <LoadingState />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  const tabs = historyTabs(history.data.history);
  return (
    <Tabs defaultValue={tabs[0]?.key ?? 'common'} keepMounted={false}>
      <Tabs.List aria-label={t('shipments.history.tabs')} style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} value={tab.key} style={{ whiteSpace: 'nowrap' }}>
            {tab.label.kind === 'common' ? t('shipments.history.common') : tab.label.waybill}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.key} value={tab.key} pt="sm">
          <HistoryRows number={number} rows={tab.rows} mayDelete={mayDelete} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function HistoryRows({ number, rows, mayDelete }: { number: string; rows: readonly HistoryRowView[]; mayDelete: boolean }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <EmptyState message={t('shipments.history.empty')} />;
  return (
    <ScrollTable minWidth={560} label={t('shipments.history.table')}>
      <Table striped aria-label={t('shipments.history.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shipments.history.when')}</Table.Th>
            <Table.Th>{t('shipments.history.status')}</Table.Th>
            <Table.Th>{t('shipments.history.where')}</Table.Th>
            <Table.Th>{t('shipments.history.user')}</Table.Th>
            {mayDelete && <Table.Th>{t('shipments.history.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{formatDateTime(row.when)}</Table.Td>
              <Table.Td>
                {row.name}
                {row.problematic_sector && (
                  <Text size="xs" c="dimmed">
                    {row.problematic_sector.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.where}</Table.Td>
              <Table.Td>
                {row.user ?? t('shipments.history.system')}
                {row.workstation && (
                  <Text size="xs" c="dimmed">
                    {row.workstation}
                  </Text>
                )}
              </Table.Td>
              {mayDelete && <Table.Td>{row.deletion_allowed && <DeleteRowButton number={number} row={row} />}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** Deletes a status row after a confirmation; the history is read again, and again 100 ms later (spec/03 §4). */
function DeleteRowButton({ number, row }: { number: string; row: HistoryRowView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: ['shipments'] });
  const remove = useMutation({
    mutationFn: () => deleteStatusRow(row.id),
    onSuccess: () => {
      toast.success(t('shipments.toast.statusDeleted'));
      void reread();
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: shipmentHistoryQuery(number).queryKey }), 100);
    },
    onError: (error) => toast.error(shipmentErrorText(error)),
  });
  const ask = async () => {
    if (await confirmAction(t('shipments.history.deleteQuestion', { status: row.name, when: formatDateTime(row.when) }))) remove.mutate();
  };
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t('shipments.history.delete', { status: row.name })}
      loading={remove.isPending}
      onClick={() => void ask()}
    >
      <span aria-hidden>✕</span>
    </ActionIcon>
  );
}

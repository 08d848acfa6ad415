import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/i18n';
import { toast } from '@/shared/notify/toasts';
import { formatDay } from '@/shared/ui/format';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { DailyChart } from './DailyChart';
import { StatisticsTable } from './StatisticsTable';
import {
  CHART_DAYS,
  STATISTICS_KINDS,
  clientShipmentsQuery,
  dailyStatisticsQuery,
  downloadStatistics,
  type StatisticsKind,
} from './statistics.api';

/**
 * `/stats` (admins, spec/02 §2): the kind (client shipments or client
 * returns), the chart of the last 90 days (every client, or the one whose
 * name was clicked), the table per client with the all-shipments row, the
 * Excel file.
 */
export function StatisticsPage({ kind, onKind }: { kind: StatisticsKind; onKind: (kind: StatisticsKind) => void }) {
  const { t } = useTranslation();
  const [client, setClient] = useState<{ id: number; name: string } | null>(null);
  const list = useQuery(clientShipmentsQuery(kind));
  const daily = useQuery(dailyStatisticsQuery(kind, client?.id ?? null));
  const download = useMutation({ mutationFn: () => downloadStatistics(kind), onError: () => toast.error(t('statistics.downloadFailed')) });
  const kindLabel = t(`statistics.kinds.${kind}`);
  const rows = list.data?.data.filter((row) => row.client.id !== null) ?? [];
  const all = list.data?.data.find((row) => row.client.id === null);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('statistics.title')}
      </Title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <SegmentedControl
          aria-label={t('statistics.kind')}
          value={kind}
          onChange={(value) => onKind(value as StatisticsKind)}
          data={STATISTICS_KINDS.map((value) => ({ value, label: t(`statistics.kinds.${value}`) }))}
        />
        <Button variant="light" loading={download.isPending} onClick={() => download.mutate()}>
          {t('statistics.download')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`statistics.kindHint.${kind}`)}
      </Text>
      <Paper withBorder p="md" radius="md">
        {daily.isError ? (
          <ErrorState error={daily.error} onRetry={() => void daily.refetch()} />
        ) : !daily.isSuccess ? (
          <LoadingState />
        ) : (
          <Stack gap="xs">
            <DailyChart
              days={daily.data.days}
              kindLabel={kindLabel}
              title={
                client
                  ? t('statistics.chart.titleClient', { days: CHART_DAYS, name: client.name })
                  : t('statistics.chart.title', { days: CHART_DAYS })
              }
            />
            {client && (
              <Group>
                <Button variant="subtle" size="xs" onClick={() => setClient(null)}>
                  {t('statistics.chart.showAll')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Paper>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.isSuccess ? (
        <LoadingState />
      ) : (
        <StatisticsTable
          key={kind}
          rows={rows}
          all={all}
          caption={`${kindLabel}. ${t('statistics.today', { date: formatDay(list.data.today) })}`}
          onClient={(chosen) => {
            setClient(chosen);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
    </Stack>
  );
}

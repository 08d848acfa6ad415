import { queryOptions } from '@tanstack/react-query';
import { statisticsDailyResponse, statisticsResponse, type StatisticsQuery } from '@parcel/contracts';
import { call } from '@/shared/api/http';

export type StatisticsKind = StatisticsQuery['status'];
export const STATISTICS_KINDS: readonly StatisticsKind[] = ['received_by_re', 'back_in_poland'];
export const CHART_DAYS = 90;

/** Query keys start with the read model's name, so live notices of `statistics` refresh them. */
export const clientShipmentsQuery = (kind: StatisticsKind) =>
  queryOptions({
    queryKey: ['statistics', 'client-shipments', kind],
    queryFn: ({ signal }) => call('GET', `app/v1/statistics/client-shipments?status=${kind}`, { schema: statisticsResponse, signal }),
  });

export const dailyStatisticsQuery = (kind: StatisticsKind, clientId: number | null) =>
  queryOptions({
    queryKey: ['statistics', 'daily', kind, clientId],
    queryFn: ({ signal }) =>
      call(
        'GET',
        `app/v1/statistics/daily?${new URLSearchParams({ status: kind, days: String(CHART_DAYS), ...(clientId ? { client_id: String(clientId) } : {}) })}`,
        { schema: statisticsDailyResponse, signal },
      ),
  });

/**
 * The Excel file: a public file token first (GET public_token), then the
 * file's address with ?_public_token= followed by a link the browser
 * downloads (Content-Disposition: attachment names the file), so no bearer
 * header is needed and no window is left open.
 */
export async function downloadStatistics(kind: StatisticsKind): Promise<void> {
  const { token } = (await call('GET', 'public_token')) as { token: string };
  const link = document.createElement('a');
  link.href = `/api/app/v1/statistics/client-shipments/download?${new URLSearchParams({ status: kind, _public_token: token })}`;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

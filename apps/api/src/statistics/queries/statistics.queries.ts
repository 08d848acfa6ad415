import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { ALL_SHIPMENTS_NAME, type StatisticsDailyResponse, type StatisticsResponse, type StatisticsRowView } from '@parcel/contracts';
import { calendarDateIn, lastDays, statisticsWindows, sumCounts, type StatisticsKind } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { CLOCK, INFRA, type Clock } from '../../shared/tokens.js';

/**
 * Reads of the statistics read model only (its own client names included);
 * never the event store, never another area's tables. Today is Warsaw's date.
 */
@Injectable()
export class StatisticsQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Pick<Infrastructure, 'database'>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  today(): string {
    return calendarDateIn(this.clock.now());
  }

  /**
   * GET app/v1/statistics/client-shipments: a row per client counted at least
   * once, by ever descending (then name), and the all-shipments row last. Two
   * reads: the last 30 days summed per client from the (kind, day) index, and
   * the totals kept per client.
   */
  async clientShipments(kind: StatisticsKind): Promise<StatisticsResponse> {
    const today = this.today();
    const w = statisticsWindows(today);
    const sum = (condition: ReturnType<typeof sql<boolean>>) => sql<number>`coalesce(sum(count) filter (where ${condition}), 0)`;
    const [recent, totals] = await Promise.all([
      this.db
        .selectFrom('client_daily_counts')
        .select((eb) => [
          'client_id',
          sum(sql`day = ${w.today}`).as('daily'),
          sum(sql`day = ${w.yesterday}`).as('yesterday'),
          sum(sql`day = ${w.dayBeforeYesterday}`).as('day_before_yesterday'),
          sum(sql`day >= ${w.weekFrom}`).as('weekly'),
          eb.fn.sum<number>('count').as('monthly'),
        ])
        .where('kind', '=', kind)
        .where('day', '>=', w.monthFrom)
        .where('day', '<=', w.today)
        .groupBy('client_id')
        .execute(),
      this.db
        .selectFrom('statistics_client_totals as t')
        .leftJoin('statistics_clients as c', 'c.id', 't.client_id')
        .select(['t.client_id', 't.count', 'c.name'])
        .where('t.kind', '=', kind)
        .execute(),
    ]);
    const windows = new Map(recent.map((r) => [r.client_id, r]));
    const rows: StatisticsRowView[] = totals.map((t) => {
      const r = windows.get(t.client_id);
      return {
        client: { id: t.client_id, name: t.name ?? `#${t.client_id}` },
        daily: Number(r?.daily ?? 0),
        yesterday: Number(r?.yesterday ?? 0),
        day_before_yesterday: Number(r?.day_before_yesterday ?? 0),
        weekly: Number(r?.weekly ?? 0),
        monthly: Number(r?.monthly ?? 0),
        ever: t.count,
      };
    });
    rows.sort((a, b) => b.ever - a.ever || a.client.name.localeCompare(b.client.name, 'pl') || a.client.id! - b.client.id!);
    rows.push({ client: { id: null, name: ALL_SHIPMENTS_NAME }, ...sumCounts(rows) });
    return { status: kind, today, data: rows };
  }

  /** GET app/v1/statistics/daily: the counts of the last `days` days (every day, zeros too), of one client or of all. */
  async daily(kind: StatisticsKind, days: number, clientId?: number): Promise<StatisticsDailyResponse> {
    const today = this.today();
    const range = lastDays(today, days);
    const rows = clientId
      ? await this.db
          .selectFrom('client_daily_counts')
          .select(['day', 'count'])
          .where('kind', '=', kind)
          .where('client_id', '=', clientId)
          .where('day', '>=', range[0]!)
          .where('day', '<=', today)
          .execute()
      : await this.db
          .selectFrom('statistics_day_totals')
          .select(['day', 'count'])
          .where('kind', '=', kind)
          .where('day', '>=', range[0]!)
          .where('day', '<=', today)
          .execute();
    const counts = new Map(rows.map((r) => [r.day, r.count]));
    return { status: kind, today, client_id: clientId ?? null, days: range.map((day) => ({ day, count: counts.get(day) ?? 0 })) };
  }
}

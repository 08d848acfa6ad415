import { addDays, calendarDateIn } from '../calendar/working-days.js';
import { deliveryService } from '../shipments/catalogue.js';
import { seededStatusBySystemId } from '../statuses/catalogue.js';

/**
 * The statistics screen's report kinds (spec/02 §2 "Statistics"):
 * - received_by_re (client shipments): a parcel of a delivery service (home or
 *   locker delivery) that we received for forwarding: its first row of
 *   warehouse_received (55), sorted (56) or handed_to_courier (57). A parcel the
 *   floor sorted or handed over without a reception scan was still received.
 * - back_in_poland (client returns): a parcel back in Poland on its way to the
 *   client: for a return service (home or locker return) its first row of 55, 56,
 *   57, returned (71) or return_warehouse_received (72); for a delivery service
 *   (an undelivered parcel coming back) its first row of 71 or 72.
 * A parcel counts at most once per kind, on the Warsaw day of its earliest
 * qualifying row (by the row's time, then its id). Deleting that row moves the
 * count to the next qualifying row, or takes it away.
 */
export const STATISTICS_KINDS = ['received_by_re', 'back_in_poland'] as const;
export type StatisticsKind = (typeof STATISTICS_KINDS)[number];

const id = (systemId: Parameters<typeof seededStatusBySystemId>[0]) => seededStatusBySystemId(systemId).id;
const IN_OUR_HANDS = [id('warehouse_received'), id('sorted'), id('handed_to_courier')];
const RETURNED = [id('returned'), id('return_warehouse_received')];

/** The status types a row may count by, whatever the service (the read model keeps only rows of these). */
export const STATISTICS_STATUS_TYPE_IDS: readonly number[] = [...IN_OUR_HANDS, ...RETURNED];

/** The kinds a row of this status type counts for, on a parcel of this delivery service. */
export function kindsOfStatus(statusTypeId: number, deliveryServiceId: number): StatisticsKind[] {
  const isReturn = deliveryService(deliveryServiceId)?.isReturn ?? false;
  const kinds: StatisticsKind[] = [];
  if (!isReturn && IN_OUR_HANDS.includes(statusTypeId)) kinds.push('received_by_re');
  if (RETURNED.includes(statusTypeId) || (isReturn && IN_OUR_HANDS.includes(statusTypeId))) kinds.push('back_in_poland');
  return kinds;
}

/** A status row as the statistics see it. */
export interface StatisticsRow {
  readonly rowId: number;
  readonly statusTypeId: number;
  /** ISO time of the row. */
  readonly when: string;
}

const earlier = (a: StatisticsRow, b: StatisticsRow): boolean => {
  const [ta, tb] = [Date.parse(a.when), Date.parse(b.when)];
  return ta < tb || (ta === tb && a.rowId < b.rowId);
};

/** The row a parcel counts by for a kind: its earliest qualifying row (time, then id), or none. */
export function countingRow(kind: StatisticsKind, rows: readonly StatisticsRow[], deliveryServiceId: number): StatisticsRow | undefined {
  let first: StatisticsRow | undefined;
  for (const row of rows) {
    if (!kindsOfStatus(row.statusTypeId, deliveryServiceId).includes(kind)) continue;
    if (!first || earlier(row, first)) first = row;
  }
  return first;
}

/** The day a row counts on: its date in Warsaw (YYYY-MM-DD). */
export const statisticsDay = (when: string | Date): string => calendarDateIn(typeof when === 'string' ? new Date(when) : when);

/**
 * The columns of a statistics row, as day ranges ending today (Warsaw),
 * both ends included: daily today, yesterday, the day before, weekly the last 7
 * days (today and the 6 before), monthly the last 30 days, ever everything.
 */
export interface StatisticsWindows {
  readonly today: string;
  readonly yesterday: string;
  readonly dayBeforeYesterday: string;
  readonly weekFrom: string;
  readonly monthFrom: string;
}

export const WEEK_DAYS = 7;
export const MONTH_DAYS = 30;

export function statisticsWindows(today: string): StatisticsWindows {
  return {
    today,
    yesterday: addDays(today, -1),
    dayBeforeYesterday: addDays(today, -2),
    weekFrom: addDays(today, -(WEEK_DAYS - 1)),
    monthFrom: addDays(today, -(MONTH_DAYS - 1)),
  };
}

/** The counts of one row of the table (spec/02 §3 Statistics row). */
export interface StatisticsCounts {
  daily: number;
  yesterday: number;
  day_before_yesterday: number;
  weekly: number;
  monthly: number;
  ever: number;
}

/** The column-wise sum of rows (the synthetic all-shipments row). */
export function sumCounts(rows: Iterable<StatisticsCounts>): StatisticsCounts {
  const sum: StatisticsCounts = { daily: 0, yesterday: 0, day_before_yesterday: 0, weekly: 0, monthly: 0, ever: 0 };
  for (const row of rows) for (const key of Object.keys(sum) as (keyof StatisticsCounts)[]) sum[key] += row[key];
  return sum;
}

/** The `days` dates ending today, oldest first (the chart's axis). */
export function lastDays(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
}

import { z } from 'zod';
import { intId, numeric } from './validation.js';

/**
 * Statistics (spec/02 §2, §3 Statistics row, §7). Base path app/v1, admins only:
 * GET statistics/client-shipments?status=received_by_re|back_in_poland
 *     -> { status, today, data: [{ client: {id, name}, daily, yesterday, day_before_yesterday, weekly, monthly, ever }] }:
 *        one row per client with a count, by ever descending, then the synthetic all-shipments row
 *        appended last (client id null, name 'Wszystkie przesyłki'). The screen sorts and pages (25) it.
 * GET statistics/client-shipments/download?status=...  -> the same rows as an xlsx (file token route)
 * GET statistics/daily?status=...&days=90[&client_id=]  -> { status, today, days: [{ day, count }] } oldest first,
 *     every day of the range (zeros too): the chart (path not in the spec).
 * Days are Warsaw dates. Live read model: 'statistics'.
 */

/** The report kinds (the domain's STATISTICS_KINDS: libs/domain/src/statistics/kinds.ts says what counts). */
export const STATISTICS_KIND_VALUES = ['received_by_re', 'back_in_poland'] as const;

export const statisticsKind = z.enum(STATISTICS_KIND_VALUES, {
  error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value'),
});

export const statisticsQuery = z.object({ status: statisticsKind });
export type StatisticsQuery = z.output<typeof statisticsQuery>;

export const STATISTICS_CHART_DAYS = { default: 90, max: 366 } as const;

export const statisticsDailyQuery = z.object({
  status: statisticsKind,
  days: numeric(
    z
      .number()
      .int({ error: 'invalid_value' })
      .min(1, { error: 'too_small' })
      .max(STATISTICS_CHART_DAYS.max, { error: 'too_big' })
      .optional(),
  ).transform((days) => days ?? STATISTICS_CHART_DAYS.default),
  client_id: intId.optional(),
});
export type StatisticsDailyQuery = z.output<typeof statisticsDailyQuery>;

/** The name of the synthetic row appended to the list. */
export const ALL_SHIPMENTS_NAME = 'Wszystkie przesyłki';

export const statisticsRow = z.object({
  client: z.object({ id: z.number().nullable(), name: z.string() }),
  daily: z.number(),
  yesterday: z.number(),
  day_before_yesterday: z.number(),
  weekly: z.number(),
  monthly: z.number(),
  ever: z.number(),
});
export type StatisticsRowView = z.output<typeof statisticsRow>;

export const statisticsResponse = z.object({ status: statisticsKind, today: z.string(), data: z.array(statisticsRow) });
export type StatisticsResponse = z.output<typeof statisticsResponse>;

export const statisticsDailyResponse = z.object({
  status: statisticsKind,
  today: z.string(),
  client_id: z.number().nullable(),
  days: z.array(z.object({ day: z.string(), count: z.number() })),
});
export type StatisticsDailyResponse = z.output<typeof statisticsDailyResponse>;

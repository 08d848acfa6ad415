import { z } from 'zod';
import { intId, numeric } from './validation.js';

/**
 * The non-working-day calendar (spec/02 §3 calendar day, §5, §7). Base path app/v1:
 * GET    calendar/years                 -> { list: years that have days + the current year, current, today }
 * GET    calendar/year/{year}/days      -> [{ id, date, name }] by date
 * POST   calendar/day {date, name}      -> { year, id, message: 'day_added' } (422 date: calendar_day_exists)
 * DELETE calendar/day {id}              -> { year, message: 'day_removed' } (404 calendar_day_not_found)
 * POST   calendar/holidays/{year}       -> { year, added, message: 'holidays_added' }: Poland's public holidays not there yet
 * GET    calendar/next_working_day[?date=YYYY-MM-DD&days=1] -> { date, from, days }
 * Live read model: 'calendar_days'.
 */

export const CALENDAR_YEARS = { first: 2000, last: 2100 } as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real date written YYYY-MM-DD (2026-02-30 is none). */
function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(2000, month - 1, day));
  at.setUTCFullYear(year);
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

const yearField = numeric(
  z
    .number()
    .int({ error: 'invalid_value' })
    .min(CALENDAR_YEARS.first, { error: 'too_small' })
    .max(CALENDAR_YEARS.last, { error: 'too_big' }),
);

/** A calendar date YYYY-MM-DD within the calendar's years. */
export const calendarDateField = z
  .string()
  .trim()
  .min(1)
  .refine(
    (date) => isRealDate(date) && Number(date.slice(0, 4)) >= CALENDAR_YEARS.first && Number(date.slice(0, 4)) <= CALENDAR_YEARS.last,
    {
      error: 'invalid_value',
    },
  );

export const calendarYearParams = z.object({ year: yearField });

/** POST calendar/day: the date and its name, both required. */
export const addCalendarDayRequest = z.object({
  date: calendarDateField,
  name: z.string().trim().min(1).max(100, { error: 'too_long' }),
});
export type AddCalendarDayRequest = z.output<typeof addCalendarDayRequest>;

export const calendarDayIdRequest = z.object({ id: intId });

/** GET calendar/next_working_day: from `date` (today in Warsaw when left out), the `days`-th working day after (1 when left out; 0: the day itself if working). */
export const nextWorkingDayQuery = z.object({
  date: calendarDateField.optional(),
  days: numeric(
    z.number().int({ error: 'invalid_value' }).min(0, { error: 'too_small' }).max(365, { error: 'too_big' }).optional(),
  ).transform((days) => days ?? 1),
});
export type NextWorkingDayQuery = z.output<typeof nextWorkingDayQuery>;

export const calendarDayView = z.object({ id: z.number(), date: z.string(), name: z.string() });
export type CalendarDayView = z.output<typeof calendarDayView>;
export const calendarDayList = z.array(calendarDayView);

export const calendarYearsResponse = z.object({ list: z.array(z.number()), current: z.number(), today: z.string() });
export type CalendarYearsResponse = z.output<typeof calendarYearsResponse>;

export const calendarDayAddedResponse = z.object({ year: z.number(), id: z.number(), message: z.literal('day_added') });
export const calendarDayRemovedResponse = z.object({ year: z.number(), message: z.literal('day_removed') });
export const calendarHolidaysAddedResponse = z.object({ year: z.number(), added: z.number(), message: z.literal('holidays_added') });
export const nextWorkingDayResponse = z.object({ date: z.string(), from: z.string(), days: z.number() });
export type NextWorkingDayResponse = z.output<typeof nextWorkingDayResponse>;

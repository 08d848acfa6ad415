/**
 * Working days: Monday to Friday, except the non-working days of the calendar.
 * Dates are calendar days written YYYY-MM-DD (no time, no zone); what today is
 * comes from the caller (`calendarDateIn`), never from a clock in here.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The time zone the warehouse's calendar follows. */
export const CALENDAR_TIME_ZONE = 'Europe/Warsaw';

/** Midnight UTC of a YYYY-MM-DD date, or undefined when the text is no real date (2026-02-30). */
function utcMidnight(date: string): Date | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day ? at : undefined;
}

const format = (at: Date): string => at.toISOString().slice(0, 10);

/** Whether the text is a real date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  return utcMidnight(text) !== undefined;
}

function parse(date: string): Date {
  const at = utcMidnight(date);
  if (!at) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return at;
}

/** The date `days` days later (earlier when negative). */
export function addDays(date: string, days: number): string {
  const at = parse(date);
  at.setUTCDate(at.getUTCDate() + days);
  return format(at);
}

/** The year of a YYYY-MM-DD date. */
export const yearOf = (date: string): number => parse(date).getUTCFullYear();

/** Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const weekday = parse(date).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function isWorkingDay(date: string, nonWorkingDates: ReadonlySet<string>): boolean {
  return !isWeekend(date) && !nonWorkingDates.has(date);
}

/**
 * The `days`-th working day after `from` (from itself never counts): with
 * days 1, the next working day. Saturdays, Sundays and the non-working days are
 * skipped. days 0 answers `from` when it is a working day, else the next one
 * (a due date "today or the first working day after").
 */
export function nextWorkingDay(from: string, nonWorkingDates: Iterable<string>, days = 1): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number from 0: ${days}`);
  const closed = nonWorkingDates instanceof Set ? (nonWorkingDates as ReadonlySet<string>) : new Set(nonWorkingDates);
  parse(from);
  let date = from;
  if (days === 0) {
    while (!isWorkingDay(date, closed)) date = addDays(date, 1);
    return date;
  }
  for (let left = days; left > 0;) {
    date = addDays(date, 1);
    if (isWorkingDay(date, closed)) left -= 1;
  }
  return date;
}

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than formatting with it (accounting dates 100,000 shipments a run). */
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone (Warsaw by default). */
export function calendarDateIn(at: Date, timeZone: string = CALENDAR_TIME_ZONE): string {
  let format = DATE_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    DATE_FORMATS.set(timeZone, format);
  }
  return format.format(at);
}

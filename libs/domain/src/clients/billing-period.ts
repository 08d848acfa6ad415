import { assertNever } from '../shared/errors.js';
import { ACCOUNT_PERIODS, type AccountPeriod } from './catalogues.js';
import { clientParameter, type ClientState } from './client.js';

/**
 * The current billing period from the ACCOUNT_PERIOD parameter and today's
 * date ('YYYY-MM-DD', Europe/Warsaw, computed by the caller). Pure calendar
 * arithmetic, no clock: monthly -> the month; half_monthly -> 1-15 or 16-end;
 * weekly -> Monday-Sunday (may cross a month or a year).
 */

export interface BillingPeriod {
  readonly start: string;
  readonly end: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a calendar day (months from 0; days past the month's end roll over; years below 100 taken literally). */
function utcDay(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

const format = (date: Date): string => date.toISOString().slice(0, 10);

/** Days in a month (1-12): day 0 of the next month is its last day. */
export function daysInMonth(year: number, month: number): number {
  return utcDay(year, month, 0).getUTCDate();
}

function parseDay(text: string): { year: number; month: number; day: number } {
  const match = DATE.exec(text);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${text}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A day that does not exist rolls over into another month.
  const date = utcDay(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) throw new RangeError(`no such date: ${text}`);
  return { year, month, day };
}

export function billingPeriodOf(period: AccountPeriod, today: string): BillingPeriod {
  const { year, month, day } = parseDay(today);
  const on = (d: number) => format(utcDay(year, month - 1, d));
  switch (period) {
    case 'monthly':
      return { start: on(1), end: format(utcDay(year, month, 0)) };
    case 'half_monthly':
      return day <= 15 ? { start: on(1), end: on(15) } : { start: on(16), end: format(utcDay(year, month, 0)) };
    case 'weekly': {
      // getUTCDay: 0 = Sunday; days since Monday: Monday 0 ... Sunday 6.
      const monday = day - ((utcDay(year, month - 1, day).getUTCDay() + 6) % 7);
      return { start: on(monday), end: on(monday + 6) };
    }
    default:
      return assertNever(period);
  }
}

/** The client's ACCOUNT_PERIOD value, or null when it has none (or no client). */
export function accountPeriodOf(state: ClientState): AccountPeriod | null {
  const value = clientParameter(state, 'ACCOUNT_PERIOD')?.value;
  return ACCOUNT_PERIODS.find((p) => p === value) ?? null;
}

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

interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseDay(text: string): Day {
  const match = DATE.exec(text);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${text}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new RangeError(`no such date: ${text}`);
  return { year, month, day };
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const format = ({ year, month, day }: Day): string => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Days since 1970-01-01 (proleptic Gregorian; H. Hinnant's days_from_civil). */
function toDayNumber({ year, month, day }: Day): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The inverse of toDayNumber (civil_from_days). */
function fromDayNumber(days: number): Day {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Monday ... 6 = Sunday (1970-01-01 was a Thursday). */
const isoWeekday = (dayNumber: number): number => (((dayNumber + 3) % 7) + 7) % 7;

export function billingPeriodOf(period: AccountPeriod, today: string): BillingPeriod {
  const day = parseDay(today);
  const { year, month } = day;
  const last = daysInMonth(year, month);
  switch (period) {
    case 'monthly':
      return { start: format({ year, month, day: 1 }), end: format({ year, month, day: last }) };
    case 'half_monthly':
      return day.day <= 15
        ? { start: format({ year, month, day: 1 }), end: format({ year, month, day: 15 }) }
        : { start: format({ year, month, day: 16 }), end: format({ year, month, day: last }) };
    case 'weekly': {
      const number = toDayNumber(day);
      const monday = number - isoWeekday(number);
      return { start: format(fromDayNumber(monday)), end: format(fromDayNumber(monday + 6)) };
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

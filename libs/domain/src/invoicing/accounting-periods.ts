import { assertNever } from '../shared/errors.js';
import type { AccountPeriod } from '../clients/catalogues.js';
import { billingPeriodOf } from '../clients/billing-period.js';
import { addDays, isCalendarDate, nextWorkingDay } from '../calendar/working-days.js';

/**
 * Accounting periods (spec/03 §3: id, from, to, type weekly or monthly): the
 * spans invoices are issued for. Pure calendar arithmetic on YYYY-MM-DD dates;
 * today comes from the caller (calendarDateIn, Europe/Warsaw).
 *
 * Ids are stable numbers that say their type by their length:
 * - monthly: YYYYMM of the month (November 2026 -> 202611);
 * - weekly: YYYYMMDD of its Monday (16-22 November 2026 -> 20261116); a week
 *   crossing a year keeps the year of its Monday (20261228: 28 Dec - 3 Jan).
 */

export const ACCOUNTING_PERIOD_TYPES = ['weekly', 'monthly'] as const;
export type AccountingPeriodType = (typeof ACCOUNTING_PERIOD_TYPES)[number];

export interface AccountingPeriod {
  readonly id: number;
  readonly type: AccountingPeriodType;
  /** First and last day, both included. */
  readonly from: string;
  readonly to: string;
}

const digits = (date: string): string => date.replaceAll('-', '');

/** The period of a type that a date falls in. */
export function periodContaining(type: AccountingPeriodType, date: string): AccountingPeriod {
  const { start, end } = billingPeriodOf(type, date);
  switch (type) {
    case 'monthly':
      return { id: Number(digits(start).slice(0, 6)), type, from: start, to: end };
    case 'weekly':
      return { id: Number(digits(start)), type, from: start, to: end };
    default:
      return assertNever(type);
  }
}

/** The period an id names, or undefined when it names none (a weekly id that is not a Monday, no such month). */
export function periodById(id: number): AccountingPeriod | undefined {
  const text = Number.isSafeInteger(id) && id > 0 ? String(id) : '';
  if (text.length === 6) {
    const first = `${text.slice(0, 4)}-${text.slice(4, 6)}-01`;
    return isCalendarDate(first) ? periodContaining('monthly', first) : undefined;
  }
  if (text.length === 8) {
    const monday = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
    if (!isCalendarDate(monday)) return undefined;
    const week = periodContaining('weekly', monday);
    return week.from === monday ? week : undefined;
  }
  return undefined;
}

/** The period just before. */
export const previousPeriod = (period: AccountingPeriod): AccountingPeriod => periodContaining(period.type, addDays(period.from, -1));

/**
 * The last `count` finished periods, newest first (GET app/v1/accounting/periods/{type}/past).
 * A period is finished the day after its last day: on a Sunday its week is still running,
 * on the last day of a month its month too.
 */
export function pastPeriods(type: AccountingPeriodType, today: string, count: number): AccountingPeriod[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number from 0: ${count}`);
  const periods: AccountingPeriod[] = [];
  let period = previousPeriod(periodContaining(type, today));
  while (periods.length < count) {
    periods.push(period);
    period = previousPeriod(period);
  }
  return periods;
}

/**
 * The period that can be invoiced now (GET app/v1/accounting/periods/{type}/accountable):
 * the latest finished one (weekly: last week from the Monday after its Sunday; monthly:
 * last month from the 1st), or null when its invoicing has been triggered already
 * (`triggered`: the ids of periods whose run was ordered; the console then says none is available).
 */
export function accountablePeriod(
  type: AccountingPeriodType,
  today: string,
  triggered: ReadonlySet<number> = new Set(),
): AccountingPeriod | null {
  const [latest] = pastPeriods(type, today, 1);
  return latest && !triggered.has(latest.id) ? latest : null;
}

/**
 * The run a client is invoiced in, from its ACCOUNT_PERIOD: weekly clients in
 * the weekly run, monthly clients in the monthly one. half_monthly clients are
 * invoiced once a month with the monthly run (the spec's accounting periods are
 * weekly and monthly only, so no run closes a half month); their half-month
 * billing periods still shape their statements (billing-period.ts).
 * A client without the parameter is invoiced monthly.
 */
export function invoicingPeriodTypeOf(accountPeriod: AccountPeriod | null): AccountingPeriodType {
  return accountPeriod === 'weekly' ? 'weekly' : 'monthly';
}

/** Days from the issue date to the payment date of an invoice (then moved to a working day). */
export const INVOICE_PAYMENT_DAYS = 14;

/**
 * payment_to: the issue date plus `days`, or the first working day after it
 * when that day is a weekend or a non-working day of the calendar (the rule of
 * GET calendar/next_working_day with days 0).
 */
export function invoiceDueDate(issueDate: string, nonWorkingDates: Iterable<string>, days: number = INVOICE_PAYMENT_DAYS): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number from 0: ${days}`);
  return nextWorkingDay(addDays(issueDate, days), nonWorkingDates, 0);
}

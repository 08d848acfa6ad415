import { language } from '@/shared/i18n/i18n';

const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
const day = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'PLN' });
const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });

/** Dates and times are shown through the formatter, never as raw ISO strings. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '';
}

/** A calendar day of the API (YYYY-MM-DD) through the formatter; anything else as it is. */
export function formatDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? day.format(new Date(`${value}T00:00:00Z`)) : value;
}

/** Amounts and weights through the formatter (Polish: "12,50 zł", "2,5"). */
export const formatMoney = (value: number): string => money.format(value);
export const formatDecimal = (value: number): string => decimal.format(value);

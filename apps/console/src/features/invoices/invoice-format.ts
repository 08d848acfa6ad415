import type { AccountingPeriodView } from '@parcel/contracts';

/** Pure formatting of the invoice screens (Polish conventions, no i18n instance needed: unit-tested as they are). */

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A YYYY-MM-DD day (or the day of an ISO moment's text) as dd.mm.yyyy; anything else as it is. */
export function formatDate(value: string | null): string {
  if (value === null) return '—';
  const match = DATE.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** A period's first and last day: "01.11.2026 – 30.11.2026". */
export const periodRange = (period: Pick<AccountingPeriodView, 'from' | 'to'>): string =>
  `${formatDate(period.from)} – ${formatDate(period.to)}`;

const MONTHS = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
] as const;

/** A period as an option of the period filter: a month by its name ("listopad 2026"), a week by its days. */
export function periodLabel(period: AccountingPeriodView): string {
  if (period.type === 'monthly') {
    const match = DATE.exec(period.from);
    const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
    if (match && month) return `${month} ${match[1]}`;
  }
  return periodRange(period);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A gross amount in its currency ("1 234,50 zł", "12,00 EUR"); a dash while the invoice has none. */
export function formatAmount(amount: number | null, currency: string): string {
  if (amount === null) return '—';
  let format = formatters.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('pl-PL', { style: 'currency', currency });
    } catch {
      // Not an ISO currency code: the number and the code as given.
      format = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      return `${format.format(amount)} ${currency}`;
    }
    formatters.set(currency, format);
  }
  return format.format(amount);
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The period a run triggered on `date` invoices: the last one finished before it (the previous month; the
 * week Monday to Sunday before the date's week). The domain's accountablePeriod says the same; it is not
 * imported because the domain's barrel would then join the console's initial JavaScript.
 */
export function periodInvoicedOn(type: AccountingPeriodView['type'], date: string): { from: string; to: string } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (type === 'monthly')
    return { from: isoDay(new Date(Date.UTC(year, month - 2, 1))), to: isoDay(new Date(Date.UTC(year, month - 1, 0))) };
  const given = new Date(Date.UTC(year, month - 1, day));
  const sinceMonday = (given.getUTCDay() + 6) % 7;
  const monday = Date.UTC(year, month - 1, day - sinceMonday - 7);
  return { from: isoDay(new Date(monday)), to: isoDay(new Date(monday + 6 * 86_400_000)) };
}

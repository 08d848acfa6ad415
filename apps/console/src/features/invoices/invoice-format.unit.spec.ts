import { describe, expect, it } from 'vitest';
import { accountablePeriod } from '@parcel/domain';
import { formatAmount, formatDate, periodInvoicedOn, periodLabel, periodRange } from './invoice-format';

/** Intl puts no-break spaces in Polish amounts; compared with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('invoice formatting', () => {
  it('given days of the API, then dd.mm.yyyy; a missing day is a dash', () => {
    expect(formatDate('2026-11-30')).toBe('30.11.2026');
    expect(formatDate('2026-11-30T10:00:00.000Z')).toBe('30.11.2026');
    expect(formatDate(null)).toBe('—');
  });

  it('given a period, then its first and last day', () => {
    expect(periodRange({ from: '2026-11-16', to: '2026-11-22' })).toBe('16.11.2026 – 22.11.2026');
  });

  it('given a monthly period, then the month by name; a weekly one by its days', () => {
    expect(periodLabel({ id: 202611, type: 'monthly', from: '2026-11-01', to: '2026-11-30' })).toBe('listopad 2026');
    expect(periodLabel({ id: 202601, type: 'monthly', from: '2026-01-01', to: '2026-01-31' })).toBe('styczeń 2026');
    expect(periodLabel({ id: 20261228, type: 'weekly', from: '2026-12-28', to: '2027-01-03' })).toBe('28.12.2026 – 03.01.2027');
  });

  it('given an amount and its currency, then Polish money; none yet is a dash', () => {
    expect(plain(formatAmount(12345.5, 'PLN'))).toBe('12 345,50 zł');
    expect(plain(formatAmount(12, 'EUR'))).toBe('12,00 €');
    expect(formatAmount(null, 'PLN')).toBe('—');
  });

  it('given a currency Intl does not know, then the amount and the code as given', () => {
    expect(plain(formatAmount(5, 'X1'))).toBe('5,00 X1');
  });
});

describe('the period a trigger date invoices', () => {
  it('given dates through a year, then the same period as the domain says is accountable on them', () => {
    for (let day = 0; day < 400; day += 3) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      for (const type of ['weekly', 'monthly'] as const) {
        const expected = accountablePeriod(type, date)!;
        expect(periodInvoicedOn(type, date), `${type} ${date}`).toEqual({ from: expected.from, to: expected.to });
      }
    }
  });

  it('given a Monday, then the week before; given 1 January, then December', () => {
    expect(periodInvoicedOn('weekly', '2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodInvoicedOn('weekly', '2026-11-22')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(periodInvoicedOn('monthly', '2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

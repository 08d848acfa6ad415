import { describe, expect, it } from 'vitest';
import { decideSetExchangeRate, evolveExchangeRates, ratesOn, type ExchangeRateTable } from './exchange-rates.js';

const table: ExchangeRateTable = [
  { currency: 'RON', plnPerUnit: 0.85, validFrom: '2026-01-01' },
  { currency: 'RON', plnPerUnit: 0.87, validFrom: '2026-11-01' },
  { currency: 'EUR', plnPerUnit: 4.3, validFrom: '2026-06-01' },
];

describe('the exchange-rate table', () => {
  it.each([
    ['2025-12-31', { PLN: 1 }],
    ['2026-01-01', { PLN: 1, RON: 0.85 }],
    ['2026-10-31', { PLN: 1, RON: 0.85, EUR: 4.3 }],
    ['2026-11-01', { PLN: 1, RON: 0.87, EUR: 4.3 }],
  ])('given rates from several days, when read on %s, then the rates in force then', (day, expected) => {
    expect(ratesOn(table, day)).toEqual(expected);
  });

  it('given a rate, when set again for the same day with another value, then it replaces the old one', () => {
    const events = decideSetExchangeRate(table, { currency: 'RON', plnPerUnit: 0.9, validFrom: '2026-11-01' });
    const after = events.reduce(evolveExchangeRates, table);
    expect(ratesOn(after, '2026-11-02')).toMatchObject({ RON: 0.9 });
    expect(after.filter((e) => e.currency === 'RON')).toHaveLength(2);
  });

  it('given a rate, when set again unchanged, then nothing is recorded', () => {
    expect(decideSetExchangeRate(table, { currency: 'EUR', plnPerUnit: 4.3, validFrom: '2026-06-01' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import type { ExchangeRates } from './accounting-input.js';
import { exchangeRate } from './cross-rate.js';

/** PLN per one unit. */
const RATES: ExchangeRates = { PLN: 1, EUR: 4.3, RON: 0.86, HUF: 0.0108 };

describe('exchange rates from the table of PLN per unit', () => {
  it.each([
    ['RON', 'RON', 1],
    ['PLN', 'PLN', 1],
    ['RON', 'PLN', 0.86],
    ['EUR', 'PLN', 4.3],
    ['PLN', 'RON', 1.1628], // 1 / 0.86 = 1.16279...
    ['RON', 'EUR', 0.2], // cross: 0.86 / 4.3
    ['EUR', 'RON', 5], // 4.3 / 0.86
    ['HUF', 'EUR', 0.0025], // 0.0108 / 4.3 = 0.0025116...
    ['ron', 'eur', 0.2], // codes in any case
  ])('given %s -> %s, then %s', (from, to, expected) => {
    expect(exchangeRate(RATES, from, to)).toBe(expected);
  });

  it('given the same currency, then 1 even when the table lacks it', () => {
    expect(exchangeRate({}, 'CZK', 'CZK')).toBe(1);
  });

  it('given PLN and a table without a PLN row, then PLN is 1', () => {
    expect(exchangeRate({ EUR: 4.3 }, 'EUR', 'PLN')).toBe(4.3);
  });

  it.each([
    ['a currency the table lacks', { PLN: 1, EUR: 4.3 }, 'RON', 'PLN', 'RON'],
    ['the target the table lacks', { PLN: 1, RON: 0.86 }, 'RON', 'EUR', 'EUR'],
    ['a rate of 0', { RON: 0 }, 'RON', 'PLN', 'RON'],
  ])('given %s, then missing_exchange_rate naming it', (_, rates: ExchangeRates, from, to, currency) => {
    const failure = (() => {
      try {
        exchangeRate(rates, from, to);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ code: 'missing_exchange_rate', details: { from, to, currency } });
  });
});

import { DomainError } from '../shared/errors.js';
import type { ExchangeRates } from './accounting-input.js';
import { roundRate } from './money.js';

/** The currency the admins' table is kept in: every rate is PLN per one unit. */
export const RATE_TABLE_CURRENCY = 'PLN';

function plnPerUnit(rates: ExchangeRates, currency: string, from: string, to: string): number {
  if (currency === RATE_TABLE_CURRENCY) return 1;
  const rate = rates[currency];
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) throw new DomainError('missing_exchange_rate', { from, to, currency });
  return rate;
}

/**
 * Units of `to` per one unit of `from`, from the table of PLN per unit (a
 * cross rate for two other currencies: RON -> EUR = PLN per RON / PLN per EUR),
 * rounded half-up to 4 decimals. The same currency is 1; a currency the table
 * lacks (or holds as 0) throws `missing_exchange_rate` naming it.
 */
export function exchangeRate(rates: ExchangeRates, from: string, to: string): number {
  const source = from.toUpperCase();
  const target = to.toUpperCase();
  if (source === target) return 1;
  return roundRate(plnPerUnit(rates, source, from, to) / plnPerUnit(rates, target, from, to));
}

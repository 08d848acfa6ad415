import type { PriceListCurrency } from '../pricing/price-list-terms.js';
import type { ExchangeRates } from './accounting-input.js';
import type { ExchangeRateEvent } from './shipment-accounting.events.js';

/**
 * The exchange-rate table admins keep (docs/accounting.md "Exchange rates"):
 * PLN per one unit of a currency, from a day on. A shipment is priced with
 * the rates in force on its accounting day.
 */

export const EXCHANGE_RATES_STREAM = 'exchange-rates';

export interface ExchangeRateEntry {
  readonly currency: PriceListCurrency;
  readonly plnPerUnit: number;
  readonly validFrom: string;
}

export type ExchangeRateTable = readonly ExchangeRateEntry[];

export function evolveExchangeRates(table: ExchangeRateTable, event: ExchangeRateEvent): ExchangeRateTable {
  const others = table.filter((e) => !(e.currency === event.data.currency && e.validFrom === event.data.validFrom));
  return event.type === 'ExchangeRateSet' ? [...others, event.data] : others;
}

/** Set a currency's rate from a day on (the same day again replaces it); an unchanged rate records nothing. */
export function decideSetExchangeRate(table: ExchangeRateTable, entry: ExchangeRateEntry): ExchangeRateEvent[] {
  const same = table.find((e) => e.currency === entry.currency && e.validFrom === entry.validFrom);
  return same?.plnPerUnit === entry.plnPerUnit ? [] : [{ type: 'ExchangeRateSet', data: { ...entry } }];
}

/** The rates in force on a day: per currency the entry with the latest validFrom not after it; PLN is 1. */
export function ratesOn(table: ExchangeRateTable, day: string): ExchangeRates {
  const rates: Record<string, { plnPerUnit: number; validFrom: string }> = {};
  for (const entry of table) {
    if (entry.validFrom > day) continue;
    const held = rates[entry.currency];
    if (!held || held.validFrom < entry.validFrom) rates[entry.currency] = entry;
  }
  return { PLN: 1, ...Object.fromEntries(Object.entries(rates).map(([currency, e]) => [currency, e.plnPerUnit])) };
}

import { z } from 'zod';
import { PRICE_LIST_CURRENCIES } from '../catalogues/pricing.js';
import { calendarDateField } from './calendar.js';
import { numeric } from './validation.js';

/**
 * Accounting (issue 13 §2; spec/03 §3 "Accounted amounts"):
 * GET app/v2/shipment/{n}/accounted-amounts -> accountedAmountsResponse (admins; the settlement tab)
 * GET app/v1/exchange_rate/list             -> [{ currency, pln_per_unit, valid_from }] newest first (admins)
 * PUT app/v1/exchange_rate {currency, pln_per_unit, valid_from} -> { message } (admins)
 * Live read models: 'accounting' (room shipment:<number>), 'exchange_rates'.
 */

export const accountedAmountsView = z.object({
  summary: z.number(),
  specific_exchange_rate: z.number(),
  base: z.number(),
  cod: z.number(),
  insurance: z.number(),
  overweight: z.number(),
  oversize: z.number(),
  multi_pack: z.number(),
  unclaimed: z.number(),
  collect_from_client: z.number(),
});
export type AccountedAmountsView = z.output<typeof accountedAmountsView>;

/** One side's amounts: main, the latest after_service, their currency and the list that priced them. */
export const accountedSideView = z.object({
  main: accountedAmountsView.nullable(),
  after_service: accountedAmountsView.nullable(),
  currency: z.string().nullable(),
  price_list_id: z.number().nullable(),
  accounted_on: z.string().nullable(),
  /** Why the shipment could not be accounted (no_operational_price_list_match, missing_exchange_rate) or null. */
  failure: z.string().nullable(),
});

/** The spec's shape (income: accounted_amounts + currency) plus the cost side and whether anything is accounted yet. */
export const accountedAmountsResponse = z.object({
  accounted_amounts: z.object({ main: accountedAmountsView.nullable(), after_service: accountedAmountsView.nullable() }),
  currency: z.string().nullable(),
  available: z.boolean(),
  income: accountedSideView,
  cost: accountedSideView,
});
export type AccountedAmountsResponse = z.output<typeof accountedAmountsResponse>;

export const exchangeRateRequest = z.object({
  currency: z.enum(PRICE_LIST_CURRENCIES, { error: 'invalid_value' }).refine((c) => c !== 'PLN', { error: 'invalid_value' }),
  pln_per_unit: numeric(z.number({ error: 'invalid_value' }).gt(0, { error: 'too_small' }).max(100_000, { error: 'too_big' })),
  valid_from: calendarDateField,
});
export type ExchangeRateRequest = z.output<typeof exchangeRateRequest>;
export const exchangeRateView = z.object({ currency: z.string(), pln_per_unit: z.number(), valid_from: z.string() });
export type ExchangeRateView = z.output<typeof exchangeRateView>;

/**
 * Not a spec: the price list the pricing and accounting specs start from
 * (*.testing.ts stays out of the build; vitest runs only *.unit.spec.ts).
 */
import { DEFAULT_SURCHARGE, DEFAULT_WEIGHT_THRESHOLDS, SURCHARGE_KEYS, type PriceListTerms, type Surcharges } from './price-list-terms.js';

/** Every surcharge at its default (a lump sum of 0). */
export const defaultSurcharges = Object.fromEntries(SURCHARGE_KEYS.map((key) => [key, DEFAULT_SURCHARGE])) as Surcharges;

/** A default income list for Romania in PLN (specific factors in RON), the default thresholds and surcharges; overrides on top. */
export const priceListTerms = (overrides: Partial<PriceListTerms> = {}): PriceListTerms => ({
  ...defaultSurcharges,
  type: 'income',
  clientId: null,
  name: 'Rumunia',
  specialAssociation: 'standard',
  beginDate: '2026-06-01',
  currency: 'PLN',
  specificFactorsCurrency: 'RON',
  countryId: 1,
  courierId: null,
  weightThresholds: [...DEFAULT_WEIGHT_THRESHOLDS],
  ...overrides,
});

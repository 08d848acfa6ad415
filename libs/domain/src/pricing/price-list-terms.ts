/**
 * An operational price list's terms (spec/03 §3): what it charges. Income
 * lists price what a client pays per destination country; cost lists what a
 * courier charges us. A list is a default list (clientId null) or a client's.
 * Shared by the pricing decider, the list selection and the accounting
 * formulas (docs/accounting.md).
 */

export const PRICE_LIST_TYPES = ['income', 'cost'] as const;
export type PriceListType = (typeof PRICE_LIST_TYPES)[number];

export const SURCHARGE_TYPES = ['lump_sum', 'percent'] as const;
export type SurchargeType = (typeof SURCHARGE_TYPES)[number];

/** The nine surcharges, in the form's order (spec/03 §3). */
export const SURCHARGE_KEYS = [
  'cod_account_factor',
  'insurance_account_factor',
  'oversize_account_factor',
  'overweight_account_factor',
  'multi_pack_account_factor',
  'cod_card_payment_account_factor',
  'unclaimed_account_factor',
  'collect_from_client_account_factor',
  'non_conveyable_account_factor',
] as const;
export type SurchargeKey = (typeof SURCHARGE_KEYS)[number];

/** A surcharge: a lump sum, or a percent of its base bounded by minimal and maximal (null: unbounded). */
export interface Surcharge {
  readonly type: SurchargeType;
  readonly value: number;
  readonly minimal: number | null;
  readonly maximal: number | null;
}

/** A weight band: weights below `limiting_threshold` kg (and at or above the previous band's) cost `base_amount`. */
export interface WeightThreshold {
  readonly limiting_threshold: number;
  readonly base_amount: number;
}

/**
 * What a shipment is priced as besides its country or courier. `standard` is
 * every shipment; the others are used when the shipment is of that kind and
 * a list for it exists (docs/accounting.md "Which list").
 */
export const SPECIAL_ASSOCIATIONS = ['standard', 'return', 'locker', 'emag'] as const;
export type SpecialAssociation = (typeof SPECIAL_ASSOCIATIONS)[number];
export const SPECIAL_ASSOCIATION_NAMES: Readonly<Record<SpecialAssociation, string>> = {
  standard: 'Standardowy',
  return: 'Zwroty',
  locker: 'Automaty paczkowe',
  emag: 'eMAG',
};

/** Currencies a list (and its specific factors) may be kept in. */
export const PRICE_LIST_CURRENCIES = ['PLN', 'EUR', 'RON', 'HUF', 'BGN', 'CZK'] as const;
export type PriceListCurrency = (typeof PRICE_LIST_CURRENCIES)[number];

export type Surcharges = { readonly [K in SurchargeKey]: Surcharge };

export interface PriceListTerms extends Surcharges {
  readonly type: PriceListType;
  /** null: the default list. */
  readonly clientId: number | null;
  readonly name: string;
  readonly specialAssociation: SpecialAssociation;
  /** YYYY-MM-DD: the list takes effect on this Warsaw day. */
  readonly beginDate: string;
  readonly currency: PriceListCurrency;
  /** The currency of the values the specific factors (COD, insurance) are percentages of. */
  readonly specificFactorsCurrency: PriceListCurrency;
  /** Income lists: the destination country; null for cost lists. */
  readonly countryId: number | null;
  /** Cost lists: the last-mile courier; null for income lists. */
  readonly courierId: number | null;
  /** Ascending by limiting_threshold, at least one. */
  readonly weightThresholds: WeightThreshold[];
}

/** New-list defaults (spec/03 §3): country 1, PLN, specific factors in RON, every surcharge 0 lump_sum, thresholds 3, 5, 15, 20, 30 at 0.00. */
export const DEFAULT_SURCHARGE: Surcharge = { type: 'lump_sum', value: 0, minimal: null, maximal: null };
export const DEFAULT_WEIGHT_THRESHOLDS: readonly WeightThreshold[] = [3, 5, 15, 20, 30].map((limiting_threshold) => ({
  limiting_threshold,
  base_amount: 0,
}));

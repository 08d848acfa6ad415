/**
 * The price lists' fixed catalogues (spec/03 §3, §9), as the HTTP contract and
 * the event schemas take them. The domain keeps the same lists
 * (libs/domain/src/pricing/price-list-terms.ts); the event-shape check keeps
 * them equal at compile time.
 */
export const PRICE_LIST_TYPES = ['income', 'cost'] as const;
export const SURCHARGE_TYPES = ['lump_sum', 'percent'] as const;
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
export const SPECIAL_ASSOCIATIONS = ['standard', 'return', 'locker', 'emag'] as const;
export const PRICE_LIST_CURRENCIES = ['PLN', 'EUR', 'RON', 'HUF', 'BGN', 'CZK'] as const;

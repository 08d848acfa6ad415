/** Error codes of the pricing area (operational price lists, docs/pricing.md). */
export const PRICING_ERROR_CODES = [
  'price_list_not_found',
  'price_list_in_use',
  'price_list_not_client',
  'price_list_not_active',
  'no_active_default_price_list',
  'price_list_country_required',
  'price_list_courier_required',
  'price_list_client_not_found',
  'price_list_client_fixed',
  'price_list_thresholds_not_ascending',
] as const;
export type PricingErrorCode = (typeof PRICING_ERROR_CODES)[number];

/** spec/03 §4: the warning of a locked list (answered beside price_list_in_use). */
export const PRICE_LIST_IN_USE_MESSAGE = 'Cennik jest już aktualnie w użyciu';
/** spec/03 §8: current_active/{association} finds no default list. */
export const NO_ACTIVE_DEFAULT_PRICE_LIST_MESSAGE = 'Brak aktywnego domyślnego cennika!';

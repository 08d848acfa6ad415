/** Error codes of the courier price table. */
export const COURIER_PRICES_ERROR_CODES = [
  'courier_price_not_found',
  'courier_price_weight_range_invalid',
  /** A courier id that is not in COURIERS (the list of an unknown courier's prices). */
  'courier_price_courier_not_found',
] as const;
export type CourierPricesErrorCode = (typeof COURIER_PRICES_ERROR_CODES)[number];

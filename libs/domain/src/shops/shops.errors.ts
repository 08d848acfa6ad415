/** Error codes of the shops area (client shop integrations; HTTP mapping in apps/api/src/shops/shops.errors.ts). */
export const SHOPS_ERROR_CODES = [
  'external_shop_not_found',
  'external_shop_courier_not_found',
  'external_shop_courier_exists',
  'external_shop_country_not_allowed',
  'external_shop_platform_unavailable',
  'external_shop_platform_refused',
  'external_shop_sync_running',
] as const;
export type ShopsErrorCode = (typeof SHOPS_ERROR_CODES)[number];

import type { ShopsErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const SHOPS_ERRORS: Record<ShopsErrorCode, ErrorHttp> = {
  external_shop_not_found: { status: 404 },
  external_shop_courier_not_found: { status: 404 },
  external_shop_courier_exists: { status: 422, field: 'external_shop_courier_id' },
  external_shop_country_not_allowed: { status: 422, field: 'country_id' },
  /** The platform is down or too slow (the courier form's list; try again later). */
  external_shop_platform_unavailable: { status: 503 },
  /** The platform refused the shop's key (or a scope it lacks): the client fixes the key on the shop's form. */
  external_shop_platform_refused: { status: 502 },
  external_shop_sync_running: { status: 409 },
};

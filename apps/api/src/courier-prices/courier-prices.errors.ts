import type { CourierPricesErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const COURIER_PRICES_ERRORS: Record<CourierPricesErrorCode, ErrorHttp> = {
  courier_price_not_found: { status: 404 },
  courier_price_weight_range_invalid: { status: 422, field: 'max_weight_value' },
  courier_price_courier_not_found: { status: 404 },
};

import type { PricingErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const PRICING_ERRORS: Record<PricingErrorCode, ErrorHttp> = {
  price_list_not_found: { status: 404 },
  price_list_in_use: { status: 409 },
  price_list_not_client: { status: 422 },
  price_list_not_active: { status: 422 },
  no_active_default_price_list: { status: 404 },
  price_list_country_required: { status: 422, field: 'id_country' },
  price_list_courier_required: { status: 422, field: 'id_courier' },
  price_list_client_not_found: { status: 422, field: 'id_client' },
  price_list_client_fixed: { status: 422, field: 'id_client' },
  // The offending threshold's path travels in the error's details (weight_thresholds.N.limiting_threshold).
  price_list_thresholds_not_ascending: { status: 422, field: 'weight_thresholds' },
};

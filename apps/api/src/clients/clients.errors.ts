import type { ClientErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const CLIENT_ERRORS: Record<ClientErrorCode, ErrorHttp> = {
  client_not_found: { status: 404 },
  client_already_blocked: { status: 409 },
  client_not_blocked: { status: 409 },
  country_not_allowed: { status: 422, field: 'allowed_countries' },
  country_unknown: { status: 422, field: 'country' },
  criterion_not_available: { status: 422, field: 'criteria' },
  billing_period_not_found: { status: 404 },
  parameter_not_found: { status: 404 },
  parameter_type_not_found: { status: 422, field: 'type_id' },
  parameter_type_taken: { status: 422, field: 'type_id' },
  parameter_not_editable: { status: 422, field: 'value' },
  parameter_value_invalid: { status: 422, field: 'value' },
  dispatch_already_blocked: { status: 409 },
  price_band_not_found: { status: 404 },
  price_band_range_invalid: { status: 422, field: 'max_weight_value' },
  price_band_overlap: { status: 422, field: 'min_weight_value' },
  credential_not_found: { status: 404 },
  credential_protected: { status: 409 },
  credential_not_main: { status: 409 },
  credential_check_required: { status: 422, field: 'check_token' },
  credential_rejected: { status: 406 },
  courier_unavailable: { status: 503 },
  external_credential_not_found: { status: 404 },
  external_credential_login_required: { status: 422, field: 'username' },
};

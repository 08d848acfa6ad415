import type { ShipmentErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const SHIPMENT_ERRORS: Record<ShipmentErrorCode, ErrorHttp> = {
  shipment_not_found: { status: 404 },
  // spec/03 §8: 'Nadawanie do tego kraju jest niedozwolone!'
  shipment_country_not_allowed: { status: 451 },
  shipment_dispatch_blocked: { status: 423 },
  shipment_client_blocked: { status: 409 },
  shipment_locker_multi_parcel: { status: 422, field: 'parcels' },
  shipment_cod_not_enabled: { status: 422, field: 'content.cash_on_delivery_value' },
  shipment_locality_unknown: { status: 422, field: 'recipient.address.locality_id' },
  shipment_locker_unknown: { status: 422, field: 'recipient.locker_id' },
  shipment_service_country: { status: 422, field: 'recipient.country_id' },
  shipment_client_required: { status: 422, field: 'client_id' },
  parcel_not_buffer: { status: 409 },
  parcel_not_adoptable: { status: 409 },
  shipment_read_only: { status: 409 },
  shipment_deleted: { status: 409 },
  shipment_not_deletable: { status: 403 },
  shipment_registration_not_failed: { status: 409 },
  shipment_registration_failed: { status: 502 },
  shipment_labels_not_ready: { status: 409 },
  parcel_not_found: { status: 422, field: 'parcel_id' },
  status_type_unknown: { status: 422, field: 'status_type_id' },
  status_not_repeatable: { status: 422, field: 'status_type_id' },
  status_row_not_found: { status: 404 },
  status_row_not_deletable: { status: 409 },
  scan_conflict: { status: 409 },
  tracking_not_found: { status: 404 },
  tracking_rate_limited: { status: 429 },
};

import type { ReportsErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

/** docs/decisions.md "Reports (issue 12 §2)": a non-ready file is 409 (the state of the export, not a lock). */
export const REPORTS_ERRORS: Record<ReportsErrorCode, ErrorHttp> = {
  export_not_found: { status: 404 },
  export_type_not_allowed: { status: 403 },
  export_type_not_available: { status: 422, field: 'type' },
  export_custom_dates_not_allowed: { status: 422, field: 'type' },
  export_dates_invalid: { status: 422, field: 'end' },
  export_processable_not_supported: { status: 406 },
  export_not_ready: { status: 409 },
  export_validation_error_not_found: { status: 404 },
  export_client_required: { status: 422, field: 'client_id' },
  export_dates_required: { status: 422, field: 'start' },
  export_buffer_parcels_waiting: { status: 409 },
};

import type { ResignationsErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const RESIGNATIONS_ERRORS: Record<ResignationsErrorCode, ErrorHttp> = {
  resignation_not_found: { status: 404 },
  // The report existed and was deleted: gone (a client asking for another's gets resignation_not_found).
  resignation_already_deleted: { status: 410 },
  resignation_waybill_unknown: { status: 422, field: 'waybill' },
  resignation_exists: { status: 422, field: 'waybill' },
};

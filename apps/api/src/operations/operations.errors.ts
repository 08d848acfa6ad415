import type { OperationsErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const OPERATIONS_ERRORS: Record<OperationsErrorCode, ErrorHttp> = {
  dead_letter_not_found: { status: 404 },
  dead_letter_not_parked: { status: 409 },
  dead_letter_retry_failed: { status: 409 },
};

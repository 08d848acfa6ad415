import type { StatusesErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const STATUSES_ERRORS: Record<StatusesErrorCode, ErrorHttp> = {
  status_type_not_found: { status: 404 },
  status_type_exists: { status: 409 },
  status_type_system_protected: { status: 409 },
  status_type_not_own_courier: { status: 409 },
  status_group_not_found: { status: 404 },
  status_group_unknown: { status: 422, field: 'group_id' },
};

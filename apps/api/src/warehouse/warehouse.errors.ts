import type { WarehouseErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const WAREHOUSE_ERRORS: Record<WarehouseErrorCode, ErrorHttp> = {
  workstation_not_found: { status: 404 },
  workstation_code_taken: { status: 422, field: 'code' },
  warehouse_unknown: { status: 422, field: 'warehouse_id' },
  workstation_type_unknown: { status: 422, field: 'workstation_type_id' },
  workstation_deleted: { status: 406 },
  workstation_occupied: { status: 423 },
  workstation_elsewhere: { status: 403 },
  workstation_required: { status: 428 },
  workflow_not_found: { status: 404 },
  parcel_not_waiting: { status: 409 },
  searched_parcel_not_found: { status: 404 },
};

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
  problematic_sector_not_found: { status: 404 },
  problematic_sector_code_taken: { status: 422, field: 'code' },
  problematic_sector_protected: { status: 409 },
  problematic_sector_required: { status: 422, field: 'id_problematic_sector' },
  duplicated_row_not_allowed: { status: 422, field: 'create_duplicated_parcel_row' },
  // The scanner's warning travels as the message (spec/02 §8 weak scan warnings).
  scan_rejected: { status: 422 },
  scan_parcel_not_found: { status: 404 },
  scan_parcel_cancelled: { status: 409 },
  dimensions_invalid: { status: 422, field: 'weight' },
  dimensions_implausible: { status: 406 },
  internal_instruction_unknown: { status: 422, field: 'code' },
  scan_parcel_of_other_client: { status: 422, field: 'id_client' },
  // Sorting (spec/03 §8)
  sorting_wrong_client: { status: 402 },
  sorting_dispatch_blocked: { status: 405 },
  sorting_no_bucket: { status: 406 },
  sorting_parcel_deleted: { status: 410 },
  sorting_multi_pack_in_buffer: { status: 412 },
  sorting_multi_pack_incomplete: { status: 424 },
  sorting_scanned_too_early: { status: 425 },
  sorting_parcel_unknown: { status: 404 },
  sorting_barcode_rejected: { status: 422, field: 'barcode' },
  sorting_sector_required: { status: 422, field: 'problematic_sector_id' },
  sorting_sector_unknown: { status: 422, field: 'problematic_sector_id' },
};

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
  // Intake, aliases, external inbound (issue 11)
  intake_client_required: { status: 422, field: 'client_id' },
  intake_barcode_rejected: { status: 422, field: 'barcode' },
  intake_sector_unknown: { status: 422, field: 'problematic_sector_id' },
  external_inbound_exists: { status: 409 },
  external_inbound_not_found: { status: 404 },
  client_alias_empty: { status: 422, field: 'client_alias' },
  client_alias_not_found: { status: 404 },
  client_alias_client_unknown: { status: 422, field: 'client_id' },
  client_alias_not_proposed: { status: 422, field: 'client_id' },
};

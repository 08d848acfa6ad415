/** The warehouse area's error codes (HTTP meaning in apps/api/src/warehouse/warehouse.errors.ts). */
export const WAREHOUSE_ERROR_CODES = [
  'workstation_not_found',
  'workstation_code_taken',
  'warehouse_unknown',
  'workstation_type_unknown',
  'workstation_deleted',
  'workstation_occupied',
  'workstation_elsewhere',
  'workstation_required',
  'workflow_not_found',
  // Intake, aliases, external inbound (issue 11)
  'intake_client_required',
  'intake_barcode_rejected',
  'intake_sector_unknown',
  'external_inbound_exists',
  'external_inbound_not_found',
  'client_alias_empty',
  'client_alias_not_found',
  'client_alias_client_unknown',
  'client_alias_not_proposed',
] as const;

export type WarehouseErrorCode = (typeof WAREHOUSE_ERROR_CODES)[number];

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
  'parcel_not_waiting',
  'searched_parcel_not_found',
] as const;

export type WarehouseErrorCode = (typeof WAREHOUSE_ERROR_CODES)[number];

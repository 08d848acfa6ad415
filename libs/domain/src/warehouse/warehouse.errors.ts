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
  // Problematic sectors and scanning (issue 11, scanning)
  'problematic_sector_not_found',
  'problematic_sector_code_taken',
  'problematic_sector_protected',
  'problematic_sector_required',
  'duplicated_row_not_allowed',
  'scan_rejected',
  'scan_parcel_not_found',
  'scan_parcel_cancelled',
  'dimensions_invalid',
  'dimensions_implausible',
  'internal_instruction_unknown',
  'scan_parcel_of_other_client',
  // Sorting (POST app/v1/parcel/classify/courier, spec/03 §8)
  'sorting_wrong_client',
  'sorting_dispatch_blocked',
  'sorting_no_bucket',
  'sorting_parcel_deleted',
  'sorting_multi_pack_in_buffer',
  'sorting_multi_pack_incomplete',
  'sorting_scanned_too_early',
  'sorting_parcel_unknown',
  'sorting_barcode_rejected',
  'sorting_sector_required',
  'sorting_sector_unknown',
] as const;

export type WarehouseErrorCode = (typeof WAREHOUSE_ERROR_CODES)[number];

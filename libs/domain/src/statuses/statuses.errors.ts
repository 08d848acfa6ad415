/** Error codes of the statuses area (status types and their groups). */
export const STATUSES_ERROR_CODES = [
  'status_type_not_found',
  'status_type_exists',
  'status_type_system_protected',
  'status_type_not_own_courier',
  'status_group_not_found',
  'status_group_unknown',
] as const;
export type StatusesErrorCode = (typeof STATUSES_ERROR_CODES)[number];

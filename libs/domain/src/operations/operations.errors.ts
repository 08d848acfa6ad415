/** Error codes of operations (the dead-letter list of projections and process managers). */
export const OPERATIONS_ERROR_CODES = ['dead_letter_not_found', 'dead_letter_not_parked', 'dead_letter_retry_failed'] as const;
export type OperationsErrorCode = (typeof OPERATIONS_ERROR_CODES)[number];

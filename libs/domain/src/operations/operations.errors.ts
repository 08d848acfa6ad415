/** Error codes of operations (the dead-letter list of projections and process managers). */
export const OPERATIONS_ERROR_CODES = [] as const;
export type OperationsErrorCode = (typeof OPERATIONS_ERROR_CODES)[number];

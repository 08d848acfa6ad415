/** Error codes of accounting (the formulas: docs/accounting.md). */
export const ACCOUNTING_ERROR_CODES = ['missing_exchange_rate'] as const;
export type AccountingErrorCode = (typeof ACCOUNTING_ERROR_CODES)[number];

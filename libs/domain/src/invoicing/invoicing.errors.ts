/** Error codes of the invoicing area (invoices, their status flow and the invoice run). */
export const INVOICING_ERROR_CODES = [
  'invoice_not_found',
  'invoice_reissue_not_allowed',
  'invoice_status_conflict',
  'invoice_trigger_date_future',
  'accounting_period_not_accountable',
  'invoicing_buffer_parcels_waiting',
  'invoicing_price_lists_unchecked',
  'invoice_not_issued',
  'invoice_statement_missing',
  'invoicing_unavailable',
] as const;
export type InvoicingErrorCode = (typeof INVOICING_ERROR_CODES)[number];

import type { InvoicingErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const INVOICING_ERRORS: Record<InvoicingErrorCode, ErrorHttp> = {
  invoice_not_found: { status: 404 },
  invoice_reissue_not_allowed: { status: 409 },
  invoice_status_conflict: { status: 409 },
  invoice_trigger_date_future: { status: 422, field: 'trigger_date' },
  accounting_period_not_accountable: { status: 422, field: 'accountable_period_id' },
  // 409 with the spec's message; 410 with client_names (spec/03 §8).
  invoicing_buffer_parcels_waiting: { status: 409 },
  invoicing_price_lists_unchecked: { status: 410 },
  invoice_not_issued: { status: 409 },
  invoice_statement_missing: { status: 409 },
  invoicing_unavailable: { status: 503 },
};

import type { ColumnType, JSONColumnType } from 'kysely';
import type { InvoiceLine } from '@parcel/domain';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * The invoices read model (docs/invoicing.md): one row per invoice (stream
 * invoice-<clientId>-<periodId>), what the list, the detail and the shipment's
 * settlement tab read; the mails sent; and the periods whose run was
 * triggered. The client's name is joined from `clients` when read (a renamed
 * client shows its new name). Dates as YYYY-MM-DD text.
 */
export interface InvoiceTable {
  id: number;
  /** The stream id, also the oid at the invoicing service. */
  stream: string;
  client_id: number;
  status: string;
  period_id: number;
  period_type: string;
  period_from: string;
  period_to: string;
  /** The client's INVOICE_CURRENCY when the run opened it. */
  currency: string;
  /** Gross, from the validated statement, then as the service issued it; null before. */
  total_amount: number | null;
  positions: JSONColumnType<InvoiceLine[]>;
  invoice_number: string | null;
  external_id: number | null;
  view_url: string | null;
  issue_date: string | null;
  sell_date: string | null;
  payment_to_date: string | null;
  /** The billing statement (export uuid) of the current attempt. */
  statement_identifier: string | null;
  errors_count: number;
  /** The service's refusal of the last issue call, until the next attempt. */
  error: string | null;
  attempt: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Each address an invoice was mailed to (spec/03 §7: name, address, sent_at; the name is the client's, joined). */
export interface InvoiceEmailTable {
  invoice_id: number;
  address: string;
  sent_at: Timestamp;
}

/** A period whose invoice run was triggered (GET .../accountable answers null for it). */
export interface InvoiceRunTable {
  period_type: string;
  period_id: number;
  period_from: string;
  period_to: string;
  trigger_date: string;
  triggered_at: Timestamp;
}

export interface InvoicingTables {
  invoices: InvoiceTable;
  invoice_emails: InvoiceEmailTable;
  invoice_runs: InvoiceRunTable;
}

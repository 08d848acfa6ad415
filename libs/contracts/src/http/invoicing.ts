import { z } from 'zod';
import { calendarDateField } from './calendar.js';
import { dataTableRequest } from './data-table.js';
import { flag, intId } from './validation.js';

/**
 * Invoices and accounting periods (spec/03 §2 "Invoices", §3 Invoice, §4 invoice statuses, §7 "Invoices", §8; issue 13 §4).
 * Admins only. Base path app/v1:
 * POST   invoice/list          table protocol + { status?, accounting_period_id? } -> { draw, data: InvoiceRow[], recordsTotal, recordsFiltered }
 *                              (25 a page; default order: column 3 (the billing period) descending)
 * POST   invoice/trigger       { trigger_date? (YYYY-MM-DD, today by default), accountable_period_id? , type? ('monthly' default) }
 *                              -> 202 { period, invoices (opened), message }
 *                              409 { message: 'Przed rozpoczęciem generowania faktur należy przypisać przesyłki buforowe.' } while buffer parcels wait
 *                              410 { client_names: [...], messages: [...] }: the clients whose price lists need checking, and for each
 *                              'Cenniki klienta {name} wymagają sprawdzenia!'
 *                              422 on accountable_period_id when no such period can be invoiced (none accountable, or already triggered)
 * GET    invoice/{id}          -> InvoiceDetail
 * GET    invoice/{id}/validation_errors            -> the billing statement's validation errors (export validation error rows)
 * PATCH  invoice/{id}/validation_errors { id, reviewed }  -> { message }
 * DELETE invoice/               { id }: re-issue (not when issued or send) -> { message }
 * GET    invoice/{id}/download?_public_token=              the invoice's PDF (from the invoicing service)
 * GET    invoice/{id}/exported_file_download?_public_token= the billing statement's xlsx
 * GET    accounting/periods/{type}/past        -> AccountingPeriodView[] (newest first)
 * GET    accounting/periods/{type}/accountable -> AccountingPeriodView | null (the period a trigger would invoice now)
 * Also GET app/v2/shipment/{n}/invoices -> { data: [{ id, number, issue_date }] } (the settlement tab).
 * Live read model: 'invoices'.
 */

export const INVOICE_STATUS_VALUES = [
  'pending',
  'waiting_for_report',
  'report_validated',
  'report_validation_error',
  'issued',
  'missing_client_id',
  'send',
] as const;
export const ACCOUNTING_PERIOD_TYPE_VALUES = ['weekly', 'monthly'] as const;

export const accountingPeriodView = z.object({
  id: z.number(),
  from: z.string(),
  to: z.string(),
  type: z.enum(ACCOUNTING_PERIOD_TYPE_VALUES),
});
export type AccountingPeriodView = z.output<typeof accountingPeriodView>;
export const accountingPeriodTypeParams = z.object({ type: z.enum(ACCOUNTING_PERIOD_TYPE_VALUES, { error: 'invalid_value' }) });

export const invoiceListRequest = dataTableRequest.extend({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(INVOICE_STATUS_VALUES, { error: 'invalid_value' }).optional(),
  ),
  accounting_period_id: z.preprocess((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v), intId.optional()),
});
export type InvoiceListRequest = z.output<typeof invoiceListRequest>;

/** A row of /invoices: the listing field of the amount is spelled total_anmount (spec/03 §3); total_amount is given too. */
export const invoiceRow = z.object({
  id: z.number(),
  client_id: z.number(),
  client_name: z.string(),
  status: z.enum(INVOICE_STATUS_VALUES),
  issue_date: z.string().nullable(),
  period_from: z.string(),
  period_to: z.string(),
  period_type: z.enum(ACCOUNTING_PERIOD_TYPE_VALUES),
  total_anmount: z.number().nullable(),
  total_amount: z.number().nullable(),
  currency: z.string(),
  invoice_number: z.string().nullable(),
});
export type InvoiceRow = z.output<typeof invoiceRow>;

export const invoiceEmailView = z.object({ name: z.string(), address: z.string(), sent_at: z.string().nullable() });

export const invoiceDetail = invoiceRow.extend({
  external_id: z.number().nullable(),
  payment_to_date: z.string().nullable(),
  email_id: z.number().nullable(),
  /** The invoice in the external invoicing system (opened in a new window). */
  view_url: z.string().nullable(),
  /** The billing statement the invoice was made from: its export uuid and status. */
  exported_file: z.object({ identifier: z.string(), status: z.string(), name: z.string() }).nullable(),
  emails: z.array(invoiceEmailView),
  /** Re-issue is offered when the status is not send, issued or printed (spec/03 §4). */
  reissuable: z.boolean(),
  /** What the last attempt ran into (the invoicing service's refusal or outage), for the admin. */
  error: z.string().nullable(),
  attempt: z.number(),
});
export type InvoiceDetail = z.output<typeof invoiceDetail>;

export const invoiceTriggerRequest = z.object({
  trigger_date: z.preprocess((v) => (v === '' || v === null ? undefined : v), calendarDateField.optional()),
  accountable_period_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), intId.optional()),
  type: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(ACCOUNTING_PERIOD_TYPE_VALUES, { error: 'invalid_value' }).optional(),
  ),
});
export type InvoiceTriggerRequest = z.output<typeof invoiceTriggerRequest>;

export const invoiceIdParams = z.object({ id: intId });
export const invoiceIdRequest = z.object({ id: intId });
export const invoiceValidationErrorReview = z.object({ id: intId, reviewed: flag });
export const invoiceTriggerResponse = z.object({ period: accountingPeriodView, invoices: z.number(), message: z.string() });
export const invoiceTriggerGone = z.object({ client_names: z.array(z.string()), messages: z.array(z.string()) });

export const INVOICE_MESSAGES = {
  bufferParcels: 'Przed rozpoczęciem generowania faktur należy przypisać przesyłki buforowe.',
  priceListsOf: (name: string) => `Cenniki klienta ${name} wymagają sprawdzenia!`,
  /** The 202 of the trigger and the answer of a re-issue. */
  triggered: 'Generowanie faktur zostało zlecone.',
  reissued: 'Faktura zostanie wystawiona ponownie.',
} as const;

import { INVOICE_STATUS_VALUES, type InvoiceDetail } from '@parcel/contracts';

export type InvoiceStatus = (typeof INVOICE_STATUS_VALUES)[number];
export const INVOICE_STATUSES: readonly InvoiceStatus[] = INVOICE_STATUS_VALUES;

/**
 * Statuses after which the invoice exists in the invoicing system and cannot be issued again
 * (spec/03 §4: re-issue is offered only when the status is not send, issued or printed; we have no printed).
 */
const FINAL: readonly string[] = ['send', 'issued', 'printed'];

export const mayReissue = (status: string): boolean => !FINAL.includes(status);

/** The (filled) badge colour of a status: done green, needs an admin red, on its way blue; dark shades for AA contrast with white. */
export function statusColor(status: InvoiceStatus): string {
  switch (status) {
    case 'send':
    case 'issued':
      return 'teal.9';
    case 'report_validation_error':
    case 'missing_client_id':
      return 'red.9';
    default:
      return 'blue.8';
  }
}

/** A status badge shows its whole name, never an ellipsis in a narrow column (the table scrolls instead). */
export const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

/** What the detail's header offers for an invoice. */
export interface InvoiceActions {
  /** Open the invoice in the invoicing system (its public link). */
  readonly openExternal: boolean;
  /** Download the invoice's PDF (only once the invoicing system has it). */
  readonly downloadInvoice: boolean;
  /** Download the billing statement the invoice is made from. */
  readonly downloadStatement: boolean;
  readonly reissue: boolean;
}

type ActionFacts = Pick<InvoiceDetail, 'status' | 'view_url' | 'external_id' | 'exported_file' | 'reissuable'>;

export function invoiceActions(invoice: ActionFacts): InvoiceActions {
  return {
    openExternal: invoice.view_url !== null,
    downloadInvoice: invoice.external_id !== null,
    downloadStatement: invoice.exported_file !== null,
    reissue: invoice.reissuable && mayReissue(invoice.status),
  };
}

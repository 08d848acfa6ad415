/** Invoice statuses (spec/03 §4); labels invoice_status_{status}. "send": mailed to the client. */
export const INVOICE_STATUSES = [
  'pending',
  'waiting_for_report',
  'report_validated',
  'report_validation_error',
  'issued',
  'missing_client_id',
  'send',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** VAT rates of an invoice line: the client's INVOICING_VAT_RATE (23 or np), zw for exempt lines. */
export const INVOICE_LINE_TAXES = ['23', 'np', 'zw'] as const;
export type InvoiceLineTax = (typeof INVOICE_LINE_TAXES)[number];

export const INVOICE_PERIOD_TYPES = ['weekly', 'monthly'] as const;

/** One position of the invoice, from the validated billing statement. */
export interface InvoiceLine {
  name: string;
  quantity: number;
  /** Gross amount of the whole line, in the invoice's currency. */
  totalPriceGross: number;
  tax: InvoiceLineTax;
}

export interface InvoiceOpenedData {
  invoiceId: number;
  clientId: number;
  periodId: number;
  periodType: (typeof INVOICE_PERIOD_TYPES)[number];
  periodFrom: string;
  periodTo: string;
  /** The client's INVOICE_CURRENCY. */
  currency: 'PLN' | 'EUR';
}

export interface InvoiceIssuedData {
  invoiceId: number;
  /** The invoicing service's id of the invoice, its number and its public link. */
  externalId: number;
  number: string;
  viewUrl: string;
  totalGross: number;
  issueDate: string;
  sellDate: string;
  paymentTo: string;
}

/** The invoicing service refused the invoice (its 422): the admin sees why; the status stays report_validated, a re-issue tries again. */
export interface InvoiceIssueRefusedData {
  invoiceId: number;
  message: string;
  /** The service's field name -> its messages. */
  fields: Record<string, string[]>;
}

/** The events of one invoice's stream (`invoice-<clientId>-<periodId>`, also the oid the invoicing service keys it by). */
export type InvoiceEvent =
  | { type: 'InvoiceOpened'; data: InvoiceOpenedData }
  | { type: 'InvoiceClientIdMissing'; data: { invoiceId: number } }
  | { type: 'InvoiceStatementOrdered'; data: { invoiceId: number; statementIdentifier: string } }
  | {
      type: 'InvoiceStatementValidated';
      data: { invoiceId: number; statementIdentifier: string; positions: InvoiceLine[]; totalGross: number };
    }
  | { type: 'InvoiceStatementRejected'; data: { invoiceId: number; statementIdentifier: string; errorsCount: number } }
  | { type: 'InvoiceIssued'; data: InvoiceIssuedData }
  | { type: 'InvoiceMailed'; data: { invoiceId: number; recipients: string[]; sentAt: string } }
  | { type: 'InvoiceIssueRefused'; data: InvoiceIssueRefusedData }
  | { type: 'InvoiceReissueRequested'; data: { invoiceId: number; attempt: number } };

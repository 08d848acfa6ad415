/**
 * The invoicing service port: the external invoicing system (Fakturownia)
 * issues, numbers, mails and prints our invoices (docs/invoicing.md).
 * Configuration (INVOICING_ADAPTER) picks THE SANDBOX or the real Fakturownia
 * API. Permanent refusals are InvoicingRejected (field -> messages), transient
 * failures InvoicingUnavailable (try again later), a second invoice under one
 * oid InvoicingDuplicate carrying the invoice the service already has.
 */

/** VAT rates the service takes on a position: 23 %, "np" (not subject), "zw" (exempt). */
export const INVOICE_TAX_RATES = ['23', 'np', 'zw'] as const;
export type InvoiceTaxRate = (typeof INVOICE_TAX_RATES)[number];

export const INVOICE_CURRENCIES = ['PLN', 'EUR'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];

/** Where the service takes the exchange rate of a foreign-currency invoice from (Fakturownia's exchange_kind). */
export const EXCHANGE_KINDS = ['nbp', 'ecb', 'own'] as const;
export type ExchangeKind = (typeof EXCHANGE_KINDS)[number];

export interface InvoiceBuyer {
  readonly name: string;
  /** NIP (or the foreign tax number); the service refuses an empty one. */
  readonly taxNo: string;
  /** ISO 3166 alpha-2 (PL, RO, ...). */
  readonly country: string;
  readonly postCode?: string;
  readonly city?: string;
  readonly street?: string;
  readonly email?: string;
}

export interface InvoicePosition {
  readonly name: string;
  readonly quantity: number;
  /** Gross amount of the whole position, in the invoice's currency. */
  readonly totalPriceGross: number;
  readonly tax: InvoiceTaxRate;
}

export interface IssueInvoiceRequest {
  /** Our idempotency key: the invoice stream's id (invoice-<clientId>-<periodId>); sent with oid_unique. */
  readonly oid: string;
  readonly kind: 'vat';
  /** YYYY-MM-DD dates. */
  readonly sellDate: string;
  readonly issueDate: string;
  readonly paymentTo: string;
  readonly buyer: InvoiceBuyer;
  readonly currency: InvoiceCurrency;
  readonly exchangeKind?: ExchangeKind;
  readonly positions: readonly InvoicePosition[];
  /** The client's id in the service (its FAKTUROWNIA_ID parameter). */
  readonly clientExternalId: string;
}

/** An invoice as the service keeps it. */
export interface IssuedInvoice {
  /** The service's invoice id. */
  readonly externalId: number;
  readonly oid: string;
  /** Given by the service ("FV 12/11/2026"). */
  readonly number: string;
  /** Opens the invoice in the service (no login needed). */
  readonly viewUrl: string;
  readonly totalGross: number;
}

/** At most this many addresses per mail (Fakturownia's email_to). */
export const MAX_INVOICE_MAIL_RECIPIENTS = 5;

export interface InvoicingService {
  /** Issues an invoice; the service numbers it. A second call with the same oid throws InvoicingDuplicate. */
  issueInvoice(request: IssueInvoiceRequest): Promise<IssuedInvoice>;
  /** Has the service mail the invoice (PDF attached) to 1..5 addresses. */
  sendByEmail(externalId: number, to: readonly string[]): Promise<{ sent: true; to: string[] }>;
  /** The invoice's PDF as the service prints it. */
  downloadPdf(externalId: number): Promise<Buffer>;
  /** The invoice issued under our oid, or null: after a crash between the call and our event, the one already made. */
  findByOid(oid: string): Promise<IssuedInvoice | null>;
}

export const INVOICING_SERVICE = Symbol('INVOICING_SERVICE');

/** Permanent: the service refuses the data (a 422). `fields`: the service's field name (buyer_tax_no) -> its messages. */
export class InvoicingRejected extends Error {
  constructor(
    readonly fields: Record<string, string[]>,
    message: string,
  ) {
    super(message);
    this.name = 'InvoicingRejected';
  }
}

/** Transient: outage, timeout, 5xx, an answer that never came; the same call may pass later. */
export class InvoicingUnavailable extends Error {
  constructor(message = 'The invoicing service is unavailable') {
    super(message);
    this.name = 'InvoicingUnavailable';
  }
}

/** oid_unique refused a second invoice under one oid: `existing` is the invoice the service already has. */
export class InvoicingDuplicate extends Error {
  constructor(readonly existing: IssuedInvoice) {
    super(`An invoice with oid ${existing.oid} exists already (${existing.number})`);
    this.name = 'InvoicingDuplicate';
  }
}

/** 1..5 addresses, else a refusal before any call (the service takes up to 5). */
export function checkMailRecipients(to: readonly string[]): string[] {
  const addresses = to.map((address) => address.trim()).filter((address) => address !== '');
  if (addresses.length === 0 || addresses.length > MAX_INVOICE_MAIL_RECIPIENTS) {
    throw new InvoicingRejected({ email_to: [`1 to ${MAX_INVOICE_MAIL_RECIPIENTS} addresses`] }, 'Wrong number of e-mail recipients');
  }
  return addresses;
}

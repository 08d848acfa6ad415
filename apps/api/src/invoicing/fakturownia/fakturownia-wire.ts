import type { IssueInvoiceRequest, IssuedInvoice } from '../invoicing-port.js';

/**
 * Fakturownia's JSON (github.com/fakturownia/API): the `invoice` object of
 * POST /invoices.json, the invoice it answers, its 422 body. Shared by the
 * real adapter and THE SANDBOX, so both speak the one documented format.
 */

export interface FakturowniaPosition {
  name: string;
  quantity: number;
  total_price_gross: number;
  tax: string;
}

/**
 * The `invoice` object we send: number null (the service numbers it), the
 * service's client by client_id (FAKTUROWNIA_ID) with our buyer data over it,
 * oid_unique "yes" (oid is our idempotency key).
 */
export interface FakturowniaInvoiceBody {
  kind: 'vat';
  number: null;
  sell_date: string;
  issue_date: string;
  payment_to: string;
  client_id: number | string;
  buyer_name: string;
  buyer_tax_no: string;
  buyer_country: string;
  buyer_post_code?: string;
  buyer_city?: string;
  buyer_street?: string;
  buyer_email?: string;
  /** Our client card is the source of truth: the buyer fields update the service's client card. */
  buyer_override: true;
  currency: string;
  exchange_kind?: string;
  positions: FakturowniaPosition[];
  oid: string;
  oid_unique: 'yes';
}

/** What we read of an invoice the service answers (it answers many more fields). */
export interface FakturowniaInvoiceJson {
  id: number;
  number: string;
  oid: string | null;
  /** Gross total as the service writes amounts: a decimal string ("123.45"). */
  price_gross: string | number;
  token?: string;
  view_url?: string;
}

/** Fakturownia's error answer: `{"code":"error","message":{"buyer_tax_no":["- nie może być puste"]}}` (or a plain message). */
export interface FakturowniaErrorJson {
  code: 'error';
  message: Record<string, string[]> | string;
}

/** The words the service answers on a second invoice under one oid with oid_unique "yes". */
export const OID_TAKEN = 'jest już zajęte';

const omitEmpty = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value : undefined);

export function fakturowniaInvoiceBody(request: IssueInvoiceRequest): FakturowniaInvoiceBody {
  const { buyer } = request;
  const clientId = /^\d+$/.test(request.clientExternalId) ? Number(request.clientExternalId) : request.clientExternalId;
  const body: FakturowniaInvoiceBody = {
    kind: request.kind,
    number: null,
    sell_date: request.sellDate,
    issue_date: request.issueDate,
    payment_to: request.paymentTo,
    client_id: clientId,
    buyer_name: buyer.name,
    buyer_tax_no: buyer.taxNo,
    buyer_country: buyer.country,
    buyer_post_code: omitEmpty(buyer.postCode),
    buyer_city: omitEmpty(buyer.city),
    buyer_street: omitEmpty(buyer.street),
    buyer_email: omitEmpty(buyer.email),
    buyer_override: true,
    currency: request.currency,
    exchange_kind: request.exchangeKind,
    positions: request.positions.map((position) => ({
      name: position.name,
      quantity: position.quantity,
      total_price_gross: position.totalPriceGross,
      tax: position.tax,
    })),
    oid: request.oid,
    oid_unique: 'yes',
  };
  return JSON.parse(JSON.stringify(body)) as FakturowniaInvoiceBody;
}

/** The service's invoice as ours; view_url, or the documented public link /invoice/{token} on the account's host. */
export function issuedInvoiceOf(json: FakturowniaInvoiceJson, accountUrl: string): IssuedInvoice {
  const viewUrl = json.view_url ?? `${accountUrl.replace(/\/+$/, '')}/invoice/${json.token ?? json.id}`;
  return { externalId: Number(json.id), oid: json.oid ?? '', number: json.number, viewUrl, totalGross: Number(json.price_gross) };
}

/** The field map of a 422 answer (a plain message becomes `base`). */
export function rejectionFields(body: unknown): Record<string, string[]> {
  const message = (body as Partial<FakturowniaErrorJson> | undefined)?.message;
  if (typeof message === 'string') return { base: [message] };
  if (!message || typeof message !== 'object') return {};
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(message)) {
    fields[field] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
  }
  return fields;
}

/** Whether a 422 is oid_unique refusing a second invoice under one oid. */
export const isOidTaken = (fields: Record<string, string[]>): boolean => (fields['oid'] ?? []).length > 0;

export const rejectionMessage = (fields: Record<string, string[]>): string =>
  `Fakturownia refused the invoice: ${Object.entries(fields)
    .map(([field, messages]) => `${field} ${messages.join(', ')}`)
    .join('; ')}`;

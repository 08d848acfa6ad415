import type { FakturowniaInvoiceBody } from '../fakturownia/fakturownia-wire.js';

/**
 * THE SANDBOX Fakturownia's checks of a new invoice, answered as the service
 * answers a 422: field -> messages in its words. The documented one is
 * buyer_tax_no "- nie może być puste"; the others are written the same way.
 */

export const BLANK = '- nie może być puste';
export const INVALID = '- jest nieprawidłowe';
export const NOT_A_NUMBER = '- nie jest liczbą';
export const NOT_POSITIVE = '- musi być większe od 0';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: unknown): boolean {
  const match = typeof text === 'string' ? DATE.exec(text) : null;
  if (!match) return false;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return at.toISOString().slice(0, 10) === text;
}

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/** "23", "8", "5", "0" (a rate), "np" and its spellings, "zw". */
function isTaxRate(tax: unknown): boolean {
  const text = String(tax).trim().toLowerCase();
  return /^\d{1,2}$/.test(text) || ['np', 'n/a', 'na', 'nie podlega', 'not applicable', 'zw'].includes(text);
}

export function sandboxInvoiceRefusals(body: FakturowniaInvoiceBody): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const refuse = (field: string, message: string) => {
    const messages = (fields[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  if (body.kind !== 'vat') refuse('kind', INVALID);
  if (blank(body.buyer_name)) refuse('buyer_name', BLANK);
  if (blank(body.buyer_tax_no)) refuse('buyer_tax_no', BLANK);
  if (!/^[A-Z]{2}$/.test(body.buyer_country ?? '')) refuse('buyer_country', INVALID);
  if (!/^\d+$/.test(String(body.client_id ?? ''))) refuse('client_id', INVALID);
  for (const field of ['sell_date', 'issue_date', 'payment_to'] as const) if (!isRealDate(body[field])) refuse(field, INVALID);
  if (!/^[A-Z]{3}$/.test(body.currency ?? '')) refuse('currency', INVALID);
  if (body.exchange_kind !== undefined && !['ecb', 'nbp', 'cbr', 'nbu', 'nbg', 'own'].includes(body.exchange_kind))
    refuse('exchange_kind', INVALID);
  if (!Array.isArray(body.positions) || body.positions.length === 0) refuse('positions', BLANK);
  for (const position of body.positions ?? []) {
    if (blank(position.name)) refuse('positions.name', BLANK);
    if (!(Number(position.quantity) > 0)) refuse('positions.quantity', NOT_POSITIVE);
    if (typeof position.total_price_gross !== 'number' || !Number.isFinite(position.total_price_gross))
      refuse('positions.total_price_gross', NOT_A_NUMBER);
    if (!isTaxRate(position.tax)) refuse('positions.tax', INVALID);
  }
  return fields;
}

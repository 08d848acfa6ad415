import { describe, expect, it } from 'vitest';
import { fakturowniaInvoiceBody } from '../fakturownia/fakturownia-wire.js';
import type { IssueInvoiceRequest } from '../invoicing-port.js';
import { sandboxInvoiceRefusals } from './sandbox-fakturownia-rules.js';

const REQUEST: IssueInvoiceRequest = {
  oid: 'invoice-7-202611',
  kind: 'vat',
  sellDate: '2026-11-30',
  issueDate: '2026-12-01',
  paymentTo: '2026-12-15',
  buyer: { name: 'Hurtownia Żółw Sp. z o.o.', taxNo: '6272616681', country: 'PL', city: 'Tychy' },
  currency: 'PLN',
  positions: [{ name: 'Usługi kurierskie', quantity: 1, totalPriceGross: 1230, tax: '23' }],
  clientExternalId: '1001',
};
const body = (overrides: Partial<IssueInvoiceRequest> = {}) => fakturowniaInvoiceBody({ ...REQUEST, ...overrides });

describe('THE SANDBOX Fakturownia checks', () => {
  it('given a complete invoice, then no refusal', () => {
    expect(sandboxInvoiceRefusals(body())).toEqual({});
    expect(sandboxInvoiceRefusals(body({ currency: 'EUR', exchangeKind: 'nbp' }))).toEqual({});
  });

  it('given an empty buyer tax number, then the documented answer: buyer_tax_no "- nie może być puste"', () => {
    expect(sandboxInvoiceRefusals(body({ buyer: { ...REQUEST.buyer, taxNo: ' ' } }))).toEqual({ buyer_tax_no: ['- nie może być puste'] });
  });

  it('given every field wrong, then every field named once, in the service words', () => {
    const refusals = sandboxInvoiceRefusals(
      body({
        buyer: { name: '', taxNo: '', country: 'Polska' },
        sellDate: '2026-02-30',
        clientExternalId: 'abc',
        positions: [
          { name: '', quantity: 0, totalPriceGross: Number.NaN, tax: '23' },
          { name: ' ', quantity: -1, totalPriceGross: 1, tax: 'xx' as '23' },
        ],
      }),
    );
    expect(refusals).toEqual({
      buyer_name: ['- nie może być puste'],
      buyer_tax_no: ['- nie może być puste'],
      buyer_country: ['- jest nieprawidłowe'],
      client_id: ['- jest nieprawidłowe'],
      sell_date: ['- jest nieprawidłowe'],
      'positions.name': ['- nie może być puste'],
      'positions.quantity': ['- musi być większe od 0'],
      'positions.total_price_gross': ['- nie jest liczbą'],
      'positions.tax': ['- jest nieprawidłowe'],
    });
  });

  it('given no positions, then positions "- nie może być puste"', () => {
    expect(sandboxInvoiceRefusals(body({ positions: [] }))).toEqual({ positions: ['- nie może być puste'] });
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PDF, FakturowniaTestServer } from '../../testing/fakturownia-server.js';
import { InvoicingDuplicate, InvoicingRejected, InvoicingUnavailable, type IssueInvoiceRequest } from '../invoicing-port.js';
import { FakturowniaHttp } from './fakturownia-http.js';

/**
 * The real Fakturownia adapter against a local server speaking the
 * documented API: the exact request bodies, oid_unique turned into
 * InvoicingDuplicate with the invoice found by oid, the 422, outages and
 * timeouts, and the token kept out of every message.
 */
describe('the Fakturownia adapter', () => {
  let server: FakturowniaTestServer;
  const adapter = (options: { timeoutMs?: number; token?: string; url?: string } = {}) =>
    new FakturowniaHttp({
      accountUrl: options.url ?? server.url,
      apiToken: options.token ?? server.token,
      timeoutMs: options.timeoutMs ?? 2_000,
    });
  const request = (overrides: Partial<IssueInvoiceRequest> = {}): IssueInvoiceRequest => ({
    oid: 'invoice-7-202611',
    kind: 'vat',
    sellDate: '2026-11-30',
    issueDate: '2026-12-01',
    paymentTo: '2026-12-15',
    buyer: { name: 'Hurtownia Żółw Sp. z o.o.', taxNo: '6272616681', country: 'PL', city: 'Tychy', email: '' },
    currency: 'EUR',
    exchangeKind: 'nbp',
    positions: [{ name: 'Przesyłki 11/2026', quantity: 1, totalPriceGross: 250.5, tax: 'np' }],
    clientExternalId: '1001',
    ...overrides,
  });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as Error,
    );

  beforeAll(async () => {
    server = await FakturowniaTestServer.start();
  });

  afterEach(() => {
    server.requests.length = 0;
    server.overrides.length = 0;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('posts the documented invoice with api_token in the body, oid and oid_unique "yes"; answers the service number and link', async () => {
    const issued = await adapter().issueInvoice(request());
    expect(issued).toEqual({
      externalId: expect.any(Number),
      oid: 'invoice-7-202611',
      number: 'FV 1/12/2026',
      viewUrl: `${server.url}/invoice/tok${issued.externalId}`,
      totalGross: 250.5,
    });
    const [posted] = server.of('POST', '/invoices.json');
    expect(posted!.query).toEqual({});
    expect(posted!.body).toEqual({
      api_token: server.token,
      invoice: {
        kind: 'vat',
        number: null,
        sell_date: '2026-11-30',
        issue_date: '2026-12-01',
        payment_to: '2026-12-15',
        client_id: 1001,
        buyer_name: 'Hurtownia Żółw Sp. z o.o.',
        buyer_tax_no: '6272616681',
        buyer_country: 'PL',
        buyer_city: 'Tychy',
        buyer_override: true,
        currency: 'EUR',
        exchange_kind: 'nbp',
        positions: [{ name: 'Przesyłki 11/2026', quantity: 1, total_price_gross: 250.5, tax: 'np' }],
        oid: 'invoice-7-202611',
        oid_unique: 'yes',
      },
    });
  });

  it('given the oid is taken, then it finds the invoice by oid (exactly, among similar ones) and throws InvoicingDuplicate with it', async () => {
    await adapter().issueInvoice(request({ oid: 'invoice-7-2026110' }));
    const original = (await adapter().findByOid('invoice-7-202611'))!;
    expect(original.oid).toBe('invoice-7-202611');
    server.requests.length = 0;
    const error = await failure(adapter().issueInvoice(request()));
    expect(error).toBeInstanceOf(InvoicingDuplicate);
    expect((error as InvoicingDuplicate).existing).toEqual(original);
    const [lookup] = server.of('GET', '/invoices.json');
    expect(lookup!.query).toEqual({ oid: 'invoice-7-202611', period: 'all', per_page: '100', api_token: server.token });
    expect(await adapter().findByOid('invoice-9-202611')).toBeNull();
    // The service's search answers both invoices for a part of their oid: none of them is that oid.
    expect(await adapter().findByOid('invoice-7-20261')).toBeNull();
  });

  it('given an empty buyer tax number, then the 422 becomes InvoicingRejected with the service fields', async () => {
    const error = await failure(
      adapter().issueInvoice(request({ oid: 'invoice-8-202611', buyer: { name: 'Jan', taxNo: '', country: 'PL' } })),
    );
    expect(error).toBeInstanceOf(InvoicingRejected);
    expect((error as InvoicingRejected).fields).toEqual({ buyer_tax_no: ['- nie może być puste'] });
  });

  it('given 500, 503, 429, no answer in time or no server, then InvoicingUnavailable', async () => {
    for (const status of [500, 503, 429]) {
      server.overrides.push({ status });
      expect(await failure(adapter().issueInvoice(request({ oid: `invoice-${status}-1` }))), String(status)).toBeInstanceOf(
        InvoicingUnavailable,
      );
    }
    server.overrides.push({ status: 201, delayMs: 600 });
    const slow = await failure(adapter({ timeoutMs: 200 }).issueInvoice(request({ oid: 'invoice-slow-1' })));
    expect(slow).toBeInstanceOf(InvoicingUnavailable);
    expect(slow!.message).toContain('no answer within 200 ms');
    expect(await failure(adapter({ url: 'http://127.0.0.1:1' }).findByOid('x'))).toBeInstanceOf(InvoicingUnavailable);
  });

  it('given a token the service refuses, then InvoicingUnavailable naming the setting; no message ever carries a token', async () => {
    const wrong = 'wrong-secret-token-456';
    const errors = [
      await failure(adapter({ token: wrong }).issueInvoice(request({ oid: 'invoice-t-1' }))),
      await failure(adapter({ token: wrong }).findByOid('invoice-7-202611')),
      await failure(adapter({ token: wrong }).downloadPdf(1)),
    ];
    server.overrides.push({ status: 200, delayMs: 400 });
    errors.push(await failure(adapter({ timeoutMs: 100 }).downloadPdf(5001)));
    expect(errors[0]).toBeInstanceOf(InvoicingUnavailable);
    expect(errors[0]!.message).toContain('FAKTUROWNIA_API_TOKEN');
    for (const error of errors) {
      expect(error).toBeInstanceOf(Error);
      expect(error!.message).not.toContain(wrong);
      expect(error!.message).not.toContain(server.token);
    }
  });

  it('mails through send_by_email with email_to (comma-separated, up to 5) and email_pdf; more than 5 are refused before any call', async () => {
    const { externalId } = await adapter().issueInvoice(request({ oid: 'invoice-mail-1' }));
    expect(await adapter().sendByEmail(externalId, ['faktury@zolw.pl', 'szef@zolw.pl'])).toEqual({
      sent: true,
      to: ['faktury@zolw.pl', 'szef@zolw.pl'],
    });
    const [mail] = server.of('POST', `/invoices/${externalId}/send_by_email.json`);
    expect(mail!.body).toEqual({ api_token: server.token, email_to: 'faktury@zolw.pl,szef@zolw.pl', email_pdf: true });
    server.requests.length = 0;
    const six = Array.from({ length: 6 }, (_, i) => `k${i}@zolw.pl`);
    expect(await failure(adapter().sendByEmail(externalId, six))).toBeInstanceOf(InvoicingRejected);
    expect(server.requests).toEqual([]);
  });

  it('downloads the PDF from /invoices/{id}.pdf; an unknown invoice is refused', async () => {
    const { externalId } = await adapter().issueInvoice(request({ oid: 'invoice-pdf-1' }));
    expect(await adapter().downloadPdf(externalId)).toEqual(FAKE_PDF);
    const [download] = server.of('GET', `/invoices/${externalId}.pdf`);
    expect(download!.query).toEqual({ api_token: server.token });
    const missing = await failure(adapter().downloadPdf(999_999));
    expect(missing).toBeInstanceOf(InvoicingRejected);
    expect((missing as InvoicingRejected).fields).toEqual({ id: ['not found'] });
  });
});

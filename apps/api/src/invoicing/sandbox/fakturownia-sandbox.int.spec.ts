import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectPostgres, type Database } from '@parcel/platform';
import { createTestDatabase, type TestDatabase } from '@parcel/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../shipments/labels/testing/pdf-tools.js';
import { InvoicingDuplicate, InvoicingRejected, InvoicingUnavailable, type IssueInvoiceRequest } from '../invoicing-port.js';
import { DEFAULT_FAKTUROWNIA_SANDBOX, FakturowniaSandbox, type FakturowniaSandboxBehaviour } from './fakturownia-sandbox.js';

/**
 * THE SANDBOX Fakturownia on a real PostgreSQL: numbers per month, oid_unique
 * across adapter instances (replicas, a restart) and racing calls, the 422,
 * outages, lost answers, bounded slowness, recorded mails, a real PDF.
 */
describe('the sandbox Fakturownia', () => {
  let test: TestDatabase;
  let database: Database;
  const fast: FakturowniaSandboxBehaviour = { ...DEFAULT_FAKTUROWNIA_SANDBOX, delayMs: 1, slowMs: 400 };
  const sandbox = (behaviour: Partial<FakturowniaSandboxBehaviour> = {}) => new FakturowniaSandbox(database.db, { ...fast, ...behaviour });
  let serial = 0;
  const request = (overrides: Partial<IssueInvoiceRequest> = {}): IssueInvoiceRequest => ({
    oid: `invoice-${++serial}-202611`,
    kind: 'vat',
    sellDate: '2026-11-30',
    issueDate: '2026-12-01',
    paymentTo: '2026-12-15',
    buyer: {
      name: 'Hurtownia Żółw Sp. z o.o.',
      taxNo: '6272616681',
      country: 'PL',
      postCode: '43-100',
      city: 'Tychy',
      street: 'Źródlana 1',
    },
    currency: 'PLN',
    positions: [
      { name: 'Przesyłki do Rumunii 11/2026', quantity: 1, totalPriceGross: 1230, tax: '23' },
      { name: 'Pobrania (COD)', quantity: 2, totalPriceGross: 12.34, tax: 'np' },
    ],
    clientExternalId: '1001',
    ...overrides,
  });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );
  const rowsOf = async (oid: string) =>
    (await database.query({ text: 'SELECT number FROM sandbox_fakturownia_invoices WHERE oid = $1', values: [oid] })).rows;

  beforeAll(async () => {
    test = await createTestDatabase('fakturownia');
    database = connectPostgres(test.url);
  });

  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it('numbers invoices FV n/MM/YYYY, one after another within the month of the issue date, from 1 in a new month', async () => {
    const first = await sandbox().issueInvoice(request());
    const second = await sandbox().issueInvoice(request());
    const january = await sandbox().issueInvoice(request({ issueDate: '2027-01-04', paymentTo: '2027-01-18' }));
    expect([first.number, second.number, january.number]).toEqual(['FV 1/12/2026', 'FV 2/12/2026', 'FV 1/01/2027']);
    expect(first.totalGross).toBe(1242.34);
    expect(first.viewUrl).toMatch(/^https:\/\/sandbox\.fakturownia\.invalid\/invoice\/[\w-]{20}$/);
    expect(second.externalId).toBe(first.externalId + 1);
  });

  it('refuses a second invoice under one oid (oid_unique) from any instance: InvoicingDuplicate carrying the first; findByOid finds it', async () => {
    const invoice = request();
    const issued = await sandbox().issueInvoice(invoice);
    const again = await failure(
      sandbox().issueInvoice({ ...invoice, positions: [{ name: 'Inna', quantity: 1, totalPriceGross: 1, tax: '23' }] }),
    );
    expect(again).toBeInstanceOf(InvoicingDuplicate);
    expect((again as InvoicingDuplicate).existing).toEqual(issued);
    expect(await sandbox().findByOid(invoice.oid)).toEqual(issued);
    expect(await sandbox().findByOid('invoice-0-0')).toBeNull();
    expect(await rowsOf(invoice.oid)).toHaveLength(1);
  });

  it('given racing calls under one new oid (replicas, a retried trigger), then one invoice, the others get it as duplicate, no number lost', async () => {
    const invoice = request({ issueDate: '2027-02-01', paymentTo: '2027-02-15' });
    const answers = await Promise.allSettled([sandbox(), sandbox(), sandbox(), sandbox()].map((s) => s.issueInvoice(invoice)));
    const made = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    const duplicates = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as unknown] : []));
    expect(made).toHaveLength(1);
    expect(duplicates).toHaveLength(3);
    for (const duplicate of duplicates) {
      expect(duplicate).toBeInstanceOf(InvoicingDuplicate);
      expect((duplicate as InvoicingDuplicate).existing).toEqual(made[0]);
    }
    expect(made[0]!.number).toBe('FV 1/02/2027');
    const next = await sandbox().issueInvoice(request({ issueDate: '2027-02-02', paymentTo: '2027-02-16' }));
    expect(next.number).toBe('FV 2/02/2027');
  });

  it('answers 422 as the service does: an empty buyer tax number is buyer_tax_no "- nie może być puste"; nothing is issued', async () => {
    const invoice = request({ buyer: { name: 'Jan Kowalski', taxNo: '', country: 'PL' } });
    const error = await failure(sandbox().issueInvoice(invoice));
    expect(error).toBeInstanceOf(InvoicingRejected);
    expect((error as InvoicingRejected).fields).toEqual({ buyer_tax_no: ['- nie może być puste'] });
    const wrongClient = await failure(sandbox().issueInvoice(request({ clientExternalId: 'abc' })));
    expect((wrongClient as InvoicingRejected).fields).toEqual({ client_id: ['- jest nieprawidłowe'] });
    expect(await sandbox().findByOid(invoice.oid)).toBeNull();
  });

  it('is down for an oid matching FAKTUROWNIA_SANDBOX_FAIL, for SANDBOX-OUTAGE in the buyer name, and at the failure rate; nothing is issued', async () => {
    const invoice = request();
    const down = sandbox({ failOid: invoice.oid.slice(0, 10) });
    expect(await failure(down.issueInvoice(invoice))).toBeInstanceOf(InvoicingUnavailable);
    expect(await failure(down.findByOid(invoice.oid))).toBeInstanceOf(InvoicingUnavailable);
    expect(await failure(sandbox({ failOid: '*' }).issueInvoice(request()))).toBeInstanceOf(InvoicingUnavailable);
    const outage = request({ buyer: { ...request().buyer, name: 'Firma SANDBOX-OUTAGE' } });
    expect(await failure(sandbox().issueInvoice(outage))).toBeInstanceOf(InvoicingUnavailable);
    expect(await failure(sandbox({ failureRate: 1 }).issueInvoice(request()))).toBeInstanceOf(InvoicingUnavailable);
    expect(await sandbox().findByOid(invoice.oid)).toBeNull();
    // Back up: the same call passes.
    expect((await sandbox().issueInvoice(invoice)).number).toMatch(/^FV \d+\/12\/2026$/);
  });

  it('given SANDBOX-LOST-ANSWER, then the invoice is made but the call fails; the retry gets it as duplicate and findByOid finds it', async () => {
    const invoice = request({ buyer: { ...request().buyer, name: 'Firma SANDBOX-LOST-ANSWER' } });
    expect(await failure(sandbox().issueInvoice(invoice))).toBeInstanceOf(InvoicingUnavailable);
    const found = await sandbox().findByOid(invoice.oid);
    expect(found?.number).toMatch(/^FV \d+\/12\/2026$/);
    const retry = await failure(sandbox().issueInvoice(invoice));
    expect((retry as InvoicingDuplicate).existing).toEqual(found);
    expect(await rowsOf(invoice.oid)).toHaveLength(1);
  });

  it('answers after the configured delay, and SANDBOX-SLOW later still, both bounded', async () => {
    let started = Date.now();
    await sandbox({ delayMs: 300 }).issueInvoice(request());
    const delayed = Date.now() - started;
    expect(delayed).toBeGreaterThanOrEqual(290);
    expect(delayed).toBeLessThan(2_000);
    started = Date.now();
    await sandbox().issueInvoice(request({ buyer: { ...request().buyer, name: 'Firma SANDBOX-SLOW' } }));
    const slow = Date.now() - started;
    expect(slow).toBeGreaterThanOrEqual(390);
    expect(slow).toBeLessThan(3_000);
  });

  it('mails an invoice to 1..5 addresses and records each mail; more, none or an unknown invoice are refused', async () => {
    const issued = await sandbox().issueInvoice(request());
    const service = sandbox();
    expect(await service.sendByEmail(issued.externalId, ['faktury@zolw.pl', ' ksiegowosc@zolw.pl '])).toEqual({
      sent: true,
      to: ['faktury@zolw.pl', 'ksiegowosc@zolw.pl'],
    });
    const mails = await service.mailsOf(issued.externalId);
    expect(mails.map((mail) => mail.email_to)).toEqual([['faktury@zolw.pl', 'ksiegowosc@zolw.pl']]);
    expect(mails[0]!.sent_at).toBeInstanceOf(Date);
    const six = Array.from({ length: 6 }, (_, i) => `k${i}@zolw.pl`);
    expect(((await failure(service.sendByEmail(issued.externalId, six))) as InvoicingRejected).fields).toHaveProperty('email_to');
    expect(await failure(service.sendByEmail(issued.externalId, []))).toBeInstanceOf(InvoicingRejected);
    expect(((await failure(service.sendByEmail(1, ['a@b.pl']))) as InvoicingRejected).fields).toEqual({ id: ['not found'] });
    expect(await service.mailsOf(issued.externalId)).toHaveLength(1);
  });

  it('prints the invoice as a PDF with its number, buyer (Polish letters), positions and gross total', async () => {
    const issued = await sandbox().issueInvoice(request());
    const pdf = await sandbox().downloadPdf(issued.externalId);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const dir = await mkdtemp(join(tmpdir(), 'invoice-pdf-'));
    try {
      await writeFile(join(dir, 'invoice.pdf'), pdf);
      const text = await pdfText(join(dir, 'invoice.pdf'));
      for (const expected of [issued.number, 'Hurtownia Żółw Sp. z o.o.', '6272616681', 'Przesyłki do Rumunii 11/2026', '1242,34 PLN']) {
        expect(text).toContain(expected);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(await failure(sandbox().downloadPdf(42))).toBeInstanceOf(InvoicingRejected);
  });
});

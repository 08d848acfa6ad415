import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { invoiceRunStream, invoiceStream, type InvoiceEvent, type InvoiceRunEvent } from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { invoicesProjection } from './invoices.projection.js';

const at = (minute: number) => new Date(Date.parse('2026-12-01T08:00:00.000Z') + minute * 60_000).toISOString();
const opened = (invoiceId: number, clientId: number, currency: 'PLN' | 'EUR' = 'PLN'): InvoiceEvent => ({
  type: 'InvoiceOpened',
  data: { invoiceId, clientId, periodId: 202611, periodType: 'monthly', periodFrom: '2026-11-01', periodTo: '2026-11-30', currency },
});
const LINE = { name: 'Usługi spedycyjne 2026-11-01 – 2026-11-30', quantity: 2, totalPriceGross: 115.92, tax: '23' as const };

describe('invoices read model (PostgreSQL)', () => {
  const suite = projectionSuite(invoicesProjection, 'rm_invoices');
  const db = () => suite.env.database.db;

  async function record(stream: string, ...events: readonly [minute: number, event: InvoiceEvent | InvoiceRunEvent][]): Promise<void> {
    for (const [minute, event] of events) {
      await suite.env.store.append(stream, [{ type: event.type, data: event.data, metadata: testMetadata(at(minute)) }]);
    }
    await suite.caughtUp();
  }
  const invoice = (id: number) => db().selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('the migration made the sequence that numbers invoices', async () => {
    const { rows } = await sql<{ id: string }>`select nextval('invoice_id_seq') as id`.execute(db());
    expect(Number(rows[0]!.id)).toBeGreaterThanOrEqual(1);
  });

  it('given an invoice through its whole flow, then its row follows each status with the amounts, the number and the mail', async () => {
    const stream = invoiceStream(7, 202611);
    await record(stream, [1, opened(1, 7, 'EUR')]);
    expect(await invoice(1)).toMatchObject({
      stream: 'invoice-7-202611',
      client_id: 7,
      status: 'pending',
      period_id: 202611,
      period_type: 'monthly',
      period_from: '2026-11-01',
      period_to: '2026-11-30',
      currency: 'EUR',
      total_amount: null,
      attempt: 1,
    });
    await record(
      stream,
      [2, { type: 'InvoiceStatementOrdered', data: { invoiceId: 1, statementIdentifier: 'st-1' } }],
      [
        3,
        { type: 'InvoiceStatementValidated', data: { invoiceId: 1, statementIdentifier: 'st-1', positions: [LINE], totalGross: 115.92 } },
      ],
      [4, { type: 'InvoiceIssueRefused', data: { invoiceId: 1, message: 'client_id - jest nieprawidłowe', fields: { client_id: ['x'] } } }],
    );
    expect(await invoice(1)).toMatchObject({
      status: 'report_validated',
      statement_identifier: 'st-1',
      total_amount: 115.92,
      positions: [LINE],
      error: 'client_id - jest nieprawidłowe',
    });
    await record(
      stream,
      [
        5,
        {
          type: 'InvoiceIssued',
          data: {
            invoiceId: 1,
            externalId: 100000001,
            number: 'FV 1/12/2026',
            viewUrl: 'https://sandbox.fakturownia.invalid/invoice/abc',
            totalGross: 115.92,
            issueDate: '2026-12-01',
            sellDate: '2026-11-30',
            paymentTo: '2026-12-15',
          },
        },
      ],
      [6, { type: 'InvoiceMailed', data: { invoiceId: 1, recipients: ['faktury@klient.pl'], sentAt: at(6) } }],
    );
    expect(await invoice(1)).toMatchObject({
      status: 'send',
      external_id: 100000001,
      invoice_number: 'FV 1/12/2026',
      view_url: 'https://sandbox.fakturownia.invalid/invoice/abc',
      issue_date: '2026-12-01',
      sell_date: '2026-11-30',
      payment_to_date: '2026-12-15',
      error: null,
    });
    const mails = await db().selectFrom('invoice_emails').selectAll().execute();
    expect(mails).toEqual([{ invoice_id: 1, address: 'faktury@klient.pl', sent_at: new Date(at(6)) }]);
    expect(suite.bus.messages.map((m) => m.subject)).toContain('rm.invoices.1');
  });

  it('given a rejected statement and a re-issue, then report_validation_error with its count, then pending at attempt 2', async () => {
    const stream = invoiceStream(8, 202611);
    await record(
      stream,
      [10, opened(2, 8)],
      [11, { type: 'InvoiceStatementOrdered', data: { invoiceId: 2, statementIdentifier: 'st-2' } }],
      [12, { type: 'InvoiceStatementRejected', data: { invoiceId: 2, statementIdentifier: 'st-2', errorsCount: 3 } }],
    );
    expect(await invoice(2)).toMatchObject({ status: 'report_validation_error', errors_count: 3, statement_identifier: 'st-2' });
    await record(stream, [13, { type: 'InvoiceReissueRequested', data: { invoiceId: 2, attempt: 2 } }]);
    expect(await invoice(2)).toMatchObject({ status: 'pending', attempt: 2, errors_count: 0, statement_identifier: null });
    await record(invoiceStream(9, 202611), [14, opened(3, 9)], [15, { type: 'InvoiceClientIdMissing', data: { invoiceId: 3 } }]);
    expect(await invoice(3)).toMatchObject({ status: 'missing_client_id' });
  });

  it('given a run triggered (twice recorded by racing runs), then one row of the period', async () => {
    const run: InvoiceRunEvent = {
      type: 'InvoiceRunTriggered',
      data: { periodType: 'monthly', periodId: 202611, periodFrom: '2026-11-01', periodTo: '2026-11-30', triggerDate: '2026-12-02' },
    };
    await record(invoiceRunStream('monthly', 202611), [20, run], [21, run]);
    expect(await db().selectFrom('invoice_runs').selectAll().execute()).toEqual([
      {
        period_type: 'monthly',
        period_id: 202611,
        period_from: '2026-11-01',
        period_to: '2026-11-30',
        trigger_date: '2026-12-02',
        triggered_at: new Date(at(20)),
      },
    ]);
  });

  it('a rebuild gives exactly the rows the incremental build made', async () => {
    const tables = [...invoicesProjection.tables];
    const before = await snapshotTables(db(), tables);
    expect(before['invoices']).toHaveLength(3);
    await rebuildProjection({ db: db(), store: suite.env.store, projection: invoicesProjection, batchSize: 3 });
    expect(await snapshotTables(db(), tables)).toEqual(before);
  });
});

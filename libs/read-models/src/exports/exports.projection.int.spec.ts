import { describe, expect, it } from 'vitest';
import { exportStream, ROLES, type ExportEvent } from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { exportsProjection } from './exports.projection.js';

const USER = 'a0000000-0000-4000-8000-000000000003';
const identifier = '6f1c0a52-7a3c-4c11-9d0e-2b1e7f3a9c10';
const at = (minute: number) => new Date(Date.parse('2026-11-24T08:00:00.000Z') + minute * 60_000).toISOString();
const anError = (id: number) => ({
  id,
  type: 'missing_amount',
  internalWaybill: `RE${id}`,
  parcelInternalNumbers: [`P${id}`],
  additionalData: { amount: null },
});

describe('exports read model (PostgreSQL)', () => {
  const suite = projectionSuite(exportsProjection, 'rm_exports');
  const db = () => suite.env.database.db;

  async function record(...events: readonly [minute: number, event: ExportEvent][]): Promise<void> {
    for (const [minute, event] of events) {
      const metadata = testMetadata(at(minute), { userId: USER, role: ROLES.client });
      await suite.env.store.append(exportStream(identifier), [{ type: event.type, data: event.data, metadata }]);
    }
    await suite.caughtUp();
  }
  const row = () => db().selectFrom('exports').selectAll().where('identifier', '=', identifier).executeTakeFirstOrThrow();

  it('given an order, two attempts with errors and a file, then one row with the current attempt and its errors only', async () => {
    await record(
      [
        0,
        {
          type: 'ExportOrdered',
          data: {
            identifier,
            exportId: 41,
            type: 'standard_from_filters',
            name: 'Zestawienie przesyłek 2026-11-24',
            criteria: { type: 'parcels' },
            start: '2026-11-24',
            end: '2026-11-24',
            custom: false,
            reAccount: false,
            userId: USER,
            role: ROLES.client,
            clientId: 7,
            clientName: 'Sklep',
          },
        },
      ],
      [1, { type: 'ExportStarted', data: { identifier, attempt: 1 } }],
      [2, { type: 'ExportValidationErrorsFound', data: { identifier, attempt: 1, errors: [anError(1)] } }],
      [3, { type: 'ExportStarted', data: { identifier, attempt: 2 } }],
      [4, { type: 'ExportProgressed', data: { identifier, attempt: 2, performedCount: 5, totalCount: 10 } }],
    );
    expect(await row()).toMatchObject({ id: 41, status: 'accounting', attempt: 2, performed_count: 5, total_count: 10, errors_count: 0 });
    await record(
      [5, { type: 'ExportValidationErrorsFound', data: { identifier, attempt: 2, errors: [anError(2), anError(3)] } }],
      [6, { type: 'ExportGenerated', data: { identifier, attempt: 2, file: `${identifier}.xlsx`, bytes: 100, rows: 12, errorsCount: 2 } }],
      [7, { type: 'ExportValidationErrorReviewed', data: { identifier, validationErrorId: 3, reviewed: true } }],
      [8, { type: 'ExportUsedForInvoiceChanged', data: { identifier, usedForInvoice: true } }],
      [9, { type: 'ExportDownloaded', data: { identifier } }],
    );
    expect(await row()).toMatchObject({
      status: 'downloaded',
      errors_count: 2,
      performed_count: 12,
      total_count: 12,
      file: `${identifier}.xlsx`,
      used_for_invoice: true,
      client_id: 7,
      user_id: USER,
    });
    const errors = await db().selectFrom('export_validation_errors').select(['id', 'reviewed']).orderBy('id').execute();
    expect(errors).toEqual([
      { id: 2, reviewed: false },
      { id: 3, reviewed: true },
    ]);
    expect(suite.bus.messages.map((m) => m.subject)).toContain(`rm.exports.${identifier}`);
  });

  it('a rebuild gives exactly the rows the incremental build made', async () => {
    const tables = [...exportsProjection.tables];
    const before = await snapshotTables(db(), tables);
    await rebuildProjection({ db: db(), store: suite.env.store, projection: exportsProjection, batchSize: 3 });
    expect(await snapshotTables(db(), tables)).toEqual(before);
  });
});

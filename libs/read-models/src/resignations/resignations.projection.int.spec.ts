import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ROLES, resignationStream, type ResignationEvent } from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { resignationsProjection } from './resignations.projection.js';

const ADMIN = 'a0000000-0000-4000-8000-000000000001';
const CLIENT_LOGIN = 'c0000000-0000-4000-8000-000000000007';
const at = (minute: number) => new Date(Date.parse('2026-06-01T08:00:00.000Z') + minute * 60_000).toISOString();

const reported = (resignationId: number, clientId: number, shipmentId: number): ResignationEvent => ({
  type: 'ResignationReported',
  data: {
    resignationId,
    shipmentId,
    waybill: `7WRO${String(shipmentId).padStart(10, '0')}`,
    clientId,
    userId: CLIENT_LOGIN,
    scannedAt: null,
    scannedByUserId: null,
    resendAt: null,
    note: 'Odbiorca zrezygnował',
  },
});

describe('resignations read model (PostgreSQL)', () => {
  const suite = projectionSuite(resignationsProjection, 'rm_resignations');
  const db = () => suite.env.database.db;

  async function record(...events: readonly [minute: number, event: ResignationEvent, userId?: string][]): Promise<void> {
    for (const [minute, event, userId] of events) {
      const metadata = testMetadata(at(minute), { userId: userId ?? CLIENT_LOGIN, role: userId === ADMIN ? ROLES.admin : ROLES.client });
      await suite.env.store.append(resignationStream(event.data.resignationId), [{ type: event.type, data: event.data, metadata }]);
    }
    await suite.caughtUp();
  }
  const rows = () =>
    db()
      .selectFrom('resignations')
      .select([
        'id',
        'client_id',
        'shipment_id',
        'waybill',
        'user_id',
        'scanned_at',
        'scanned_by_user_id',
        'resend_at',
        'note',
        'created_at',
        'updated_at',
      ])
      .orderBy('id')
      .execute();

  it('the migration made the sequence that numbers the reports', async () => {
    const { rows: first } = await sql<{ id: string }>`select nextval('resignation_id_seq') as id`.execute(db());
    expect(Number(first[0]!.id)).toBeGreaterThanOrEqual(1);
  });

  it('given reports of two clients, then one row each, created when recorded; announced by client id', async () => {
    await record([1, reported(1, 7, 41)], [2, reported(2, 8, 42)]);
    expect(await rows()).toEqual([
      {
        id: 1,
        client_id: 7,
        shipment_id: 41,
        waybill: '7WRO0000000041',
        user_id: CLIENT_LOGIN,
        scanned_at: null,
        scanned_by_user_id: null,
        resend_at: null,
        note: 'Odbiorca zrezygnował',
        created_at: new Date(at(1)),
        updated_at: new Date(at(1)),
      },
      expect.objectContaining({ id: 2, client_id: 8, shipment_id: 42, created_at: new Date(at(2)) }),
    ]);
    const subjects = suite.bus.messages.map((m) => m.subject);
    expect(subjects).toContain('rm.resignations.7');
    expect(subjects).toContain('rm.resignations.8');
  });

  it('given an admin changes the dates and the note, then the row holds them, created_at stays, updated_at moves', async () => {
    await record([
      3,
      {
        type: 'ResignationChanged',
        data: {
          resignationId: 1,
          clientId: 7,
          scannedAt: '2026-05-30T10:00:00.000Z',
          scannedByUserId: ADMIN,
          resendAt: at(3),
          note: null,
        },
      },
      ADMIN,
    ]);
    expect((await rows())[0]).toMatchObject({
      id: 1,
      scanned_at: new Date('2026-05-30T10:00:00.000Z'),
      scanned_by_user_id: ADMIN,
      resend_at: new Date(at(3)),
      note: null,
      created_at: new Date(at(1)),
      updated_at: new Date(at(3)),
    });
  });

  it('given a report deleted, then its row is gone and its client is told', async () => {
    const before = suite.bus.messages.length;
    await record([4, { type: 'ResignationDeleted', data: { resignationId: 2, clientId: 8, shipmentId: 42 } }, ADMIN]);
    expect((await rows()).map((r) => r.id)).toEqual([1]);
    expect(suite.bus.messages.slice(before).map((m) => m.subject)).toContain('rm.resignations.8');
  });

  it('a rebuild gives exactly the rows the incremental build made', async () => {
    await record([5, reported(3, 7, 43)]);
    const before = await snapshotTables(db(), [...resignationsProjection.tables]);
    expect(before['resignations']).toHaveLength(2);
    await rebuildProjection({ db: db(), store: suite.env.store, projection: resignationsProjection, batchSize: 2 });
    expect(await snapshotTables(db(), [...resignationsProjection.tables])).toEqual(before);
  });
});

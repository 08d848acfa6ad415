import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parcelStream, type ParcelEvent, type WorkstationEvent } from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { floorProjection } from './floor.projection.js';

const WORKER = 'a0000000-0000-4000-8000-000000000002';
let clock = Date.parse('2026-11-26T08:00:00.000Z');
const next = (ms = 10_000) => new Date((clock += ms)).toISOString();

/** The live floor read model given events, when projected, then its rows (PostgreSQL). */
describe('floor read model (PostgreSQL)', () => {
  const suite = projectionSuite(floorProjection, 'rm_floor');
  const db = () => suite.env.database.db;

  const onStation = (id: number, event: WorkstationEvent) =>
    suite.env.store.append(`workstation-${id}`, [{ type: event.type, data: event.data, metadata: testMetadata(next()) }]);
  /** One scan at a workstation: the events one request records (one correlation id), in one append. */
  const scan = (code: string | null, parcelId: number, ...events: ParcelEvent[]) => {
    const correlationId = randomUUID();
    const at = next();
    return suite.env.store.append(
      parcelStream(parcelId),
      events.map((e) => ({
        type: e.type,
        data: e.data,
        metadata: testMetadata(at, { correlationId, userId: WORKER, workstation: code, warehouse: code ? 'TYCHY' : null }),
      })),
    );
  };
  const status = (parcelId: number, statusTypeId: number, rowId = parcelId * 10 + statusTypeId): ParcelEvent => ({
    type: 'ParcelStatusRecorded',
    data: { rowId, parcelId, shipmentId: 1, statusTypeId, when: new Date(clock).toISOString(), where: 'TYCHY', deletionAllowed: true },
  });
  const classified = (parcelId: number, zone: number): ParcelEvent => ({
    type: 'ParcelClassified',
    data: { parcelId, shipmentId: 1, zone, bucket: `Z${zone}`, courier: 'sameday', statusTypeId: 56, at: new Date(clock).toISOString() },
  });
  const sector = (parcelId: number, sectorId: number): ParcelEvent => ({
    type: 'ParcelSectorAssigned',
    data: { parcelId, shipmentId: 1, sectorId, sectorCode: String(sectorId), statusTypeId: 90, at: new Date(clock).toISOString() },
  });
  const resolved = (parcelId: number, sectorId: number): ParcelEvent => ({
    type: 'ParcelSectorResolved',
    data: { parcelId, shipmentId: 1, sectorId, resolution: 'back_to_flow', note: null, at: new Date(clock).toISOString() },
  });

  const station = async (code: string) => db().selectFrom('floor_stations').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const lastScan = async (code: string) =>
    db().selectFrom('floor_station_scans').selectAll().where('workstation_code', '=', code).executeTakeFirst();
  const scansOf = async (code: string) =>
    (await db().selectFrom('floor_scan_minutes').select('scans').where('workstation_code', '=', code).execute()).reduce(
      (n, r) => n + r.scans,
      0,
    );
  const zones = async () =>
    Object.fromEntries((await db().selectFrom('floor_zones').selectAll().execute()).map((z) => [z.zone, z.waiting]));
  const sectors = async () =>
    Object.fromEntries((await db().selectFrom('floor_sectors').selectAll().execute()).map((s) => [s.sector_id, s.waiting]));

  it('given a workstation created and claimed, then the floor shows its worker since the claim; released: free', async () => {
    await onStation(1, { type: 'WorkstationCreated', data: { workstationId: 1, code: 'ST-01', workstationTypeId: 1, warehouseId: 1 } });
    const startedAt = next();
    await onStation(1, {
      type: 'WorkstationClaimed',
      data: { workstationId: 1, workflowId: 5, userId: WORKER, email: 'w@example.com', startedAt },
    });
    await suite.caughtUp();
    expect(await station('ST-01')).toMatchObject({
      worker_email: 'w@example.com',
      worker_since: new Date(startedAt),
      workflow_id: 5,
      deleted: false,
    });
    // A late release of an older workflow leaves the current worker.
    await onStation(1, {
      type: 'WorkstationReleased',
      data: { workstationId: 1, workflowId: 4, userId: WORKER, endType: 'manual', endedAt: next() },
    });
    await suite.caughtUp();
    expect((await station('ST-01')).worker_email).toBe('w@example.com');
    await onStation(1, {
      type: 'WorkstationReleased',
      data: { workstationId: 1, workflowId: 5, userId: WORKER, endType: 'manual', endedAt: next() },
    });
    await suite.caughtUp();
    expect(await station('ST-01')).toMatchObject({ worker_email: null, worker_since: null, workflow_id: null });
    expect(suite.bus.messages.some((m) => m.subject === 'rm.floor.1')).toBe(true);
  });

  it('given scans at a workstation, then each request counts once per minute bucket and the last scan shows what it did', async () => {
    await scan('ST-02', 101, status(101, 55));
    await scan(
      'ST-02',
      102,
      {
        type: 'ParcelMeasured',
        data: { parcelId: 102, shipmentId: 1, weight: 1, height: 1, width: 1, length: 1, nonConveyable: false, volumetricWeight: 0 },
      },
      status(102, 56),
      classified(102, 4),
    );
    await scan(null, 103, status(103, 55)); // no workstation (an admin's edit): not a scan
    await suite.caughtUp();
    expect(await scansOf('ST-02')).toBe(2);
    expect(await lastScan('ST-02')).toMatchObject({ parcel_id: 102, kind: 'classified', status_type_id: 56, zone: 4, sector_code: null });
    const minutes = await db().selectFrom('floor_scan_minutes').selectAll().where('workstation_code', '=', 'ST-02').execute();
    for (const m of minutes) expect(new Date(m.minute).getUTCSeconds()).toBe(0);
  });

  it('given parcels classified into zones, when handed over or put in a sector, then the waiting counts follow', async () => {
    await scan('ST-03', 201, classified(201, 1));
    await scan('ST-03', 202, classified(202, 1));
    await scan('ST-03', 203, classified(203, 2));
    await suite.caughtUp();
    expect(await zones()).toMatchObject({ 1: 2, 2: 1 });
    await scan('ST-03', 201, status(201, 57)); // handed to the courier
    await scan('ST-03', 202, classified(202, 2)); // sorted again into another zone
    await scan('ST-03', 203, sector(203, 2)); // a problem: out of the zone, into sector 2
    await scan('ST-03', 204, sector(204, 2));
    await scan('ST-03', 205, sector(205, 6));
    await suite.caughtUp();
    expect(await zones()).toEqual({ 2: 1, 4: 1 }); // zone 4: parcel 102 above; zone 1: nobody waits, no row
    expect(await sectors()).toMatchObject({ 2: 2, 6: 1 });
    await scan('ST-03', 204, resolved(204, 2));
    await scan('ST-03', 205, resolved(205, 2)); // not its sector: nothing
    await scan('ST-03', 205, status(205, 57)); // a status of a parcel waiting in no zone: nothing
    await suite.caughtUp();
    expect(await sectors()).toMatchObject({ 2: 1, 6: 1 });
    const oldest = await db()
      .selectFrom('floor_parcels')
      .select(['parcel_id', 'sector_since'])
      .where('sector_id', '=', 2)
      .orderBy('sector_since')
      .executeTakeFirstOrThrow();
    expect(oldest.parcel_id).toBe(203);
  });

  it('given scans an hour and more than a day apart, then old minute buckets are removed', async () => {
    await scan('ST-04', 301, status(301, 55));
    next(25 * 60 * 60_000);
    await scan('ST-04', 302, status(302, 55));
    await suite.caughtUp();
    expect(await scansOf('ST-04')).toBe(1);
  });

  it('a rebuild gives exactly the incremental rows, whether one event at a time or all in one batch', async () => {
    await suite.caughtUp();
    const incremental = await snapshotTables(db(), floorProjection.tables);
    expect(incremental['floor_parcels']!.length).toBeGreaterThan(3);
    for (const batchSize of [1, 1000]) {
      await rebuildProjection({ db: db(), store: suite.env.store, projection: floorProjection, batchSize });
      expect(await snapshotTables(db(), floorProjection.tables)).toEqual(incremental);
    }
  });
});

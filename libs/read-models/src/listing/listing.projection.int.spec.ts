import { describe, expect, it } from 'vitest';
import { clientStream, parcelStream, shipmentStream } from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { listingSeedEvents } from '../testing/listing-seed.js';
import { snapshotTables, tableShapes } from '../testing/snapshot.js';
import { testClientProfile } from '../testing/client-profile.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { listingProjection } from './listing.projection.js';

const END = new Date('2026-11-20T12:00:00.000Z');

/** Given generated events (and a few more) -> the list rows, the totals, a rebuild equal to the incremental rows. */
describe('listing read model (PostgreSQL)', () => {
  const suite = projectionSuite(listingProjection, 'rm_listing');
  const db = () => suite.env.database.db;
  const append = async (streamId: string, type: string, data: unknown) =>
    suite.env.store.append(streamId, [{ type, data, metadata: testMetadata(END.toISOString()) }]);

  it('given a month of generated shipments, then one row per parcel and shipment, with its client, status and numbers', async () => {
    for (const batch of listingSeedEvents({ parcels: 600, clients: 5, months: 1, end: END, statusTypes: true }, 50))
      for (const e of batch) await suite.env.store.append(e.streamId, [{ type: e.type, data: e.data, metadata: e.metadata }]);
    await suite.caughtUp();
    const parcels = await db().selectFrom('listing_parcels').selectAll().execute();
    expect(parcels).toHaveLength(600);
    const shipments = await db().selectFrom('listing_shipments').selectAll().execute();
    expect(parcels.every((p) => p.client_name === `Sklep ${p.client_id}`)).toBe(true);
    expect(parcels.every((p) => shipments.find((s) => s.id === p.shipment_id)?.internal_waybill === p.shipment_number)).toBe(true);
    expect(parcels.some((p) => p.status_name === 'Doręczona' && p.status_group_id === 4)).toBe(true);
    expect(parcels.some((p) => p.out_number !== null)).toBe(true);
    expect(shipments.some((s) => s.problem_rules.includes('SHIPMENT_REGISTRATION_FAILED'))).toBe(true);
    // The totals are the rows counted.
    const totals = await db().selectFrom('listing_counts').selectAll().execute();
    const sum = (type: string, deleted: boolean) =>
      totals.filter((t) => t.list_type === type && t.deleted === deleted).reduce((a, t) => a + t.count, 0);
    expect(sum('parcels', false)).toBe(parcels.filter((p) => !p.deleted).length);
    expect(sum('parcels', true)).toBe(parcels.filter((p) => p.deleted).length);
    expect(sum('shipments', false) + sum('shipments', true)).toBe(shipments.length);
    // By country and status group too (the counted columns).
    const ro = totals.filter((t) => t.list_type === 'parcels' && !t.deleted && t.country_id === 1 && t.status_group_id === 3);
    expect(ro.reduce((a, t) => a + t.count, 0)).toBe(
      parcels.filter((p) => !p.deleted && p.country_id === 1 && p.status_group_id === 3).length,
    );
  }, 180_000);

  it('when a status row is deleted, a sector assigned and resolved, the client renamed, the shipment deleted, then the rows follow', async () => {
    const parcel = (await db()
      .selectFrom('listing_parcels')
      .selectAll()
      .where('status_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow())!;
    const { parcel_id, shipment_id } = { parcel_id: parcel.id, shipment_id: parcel.shipment_id };
    await append(parcelStream(parcel_id), 'ParcelStatusRecorded', {
      rowId: 900_001,
      parcelId: parcel_id,
      shipmentId: shipment_id,
      statusTypeId: 80,
      when: '2030-01-01T00:00:00.000Z',
      where: 'Tychy',
      deletionAllowed: true,
    });
    await append(parcelStream(parcel_id), 'ParcelSectorAssigned', {
      parcelId: parcel_id,
      shipmentId: shipment_id,
      sectorId: 7,
      sectorCode: 'S7',
      statusTypeId: 91,
      at: END.toISOString(),
    });
    await suite.caughtUp();
    let row = await db().selectFrom('listing_parcels').selectAll().where('id', '=', parcel_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status_id: 80, status_name: 'Anulowana', status_group_id: 6, problematic_sector_id: 7 });
    expect(await db().selectFrom('listing_shipments').select('status_id').where('id', '=', shipment_id).executeTakeFirst()).toEqual({
      status_id: 80,
    });
    await append(parcelStream(parcel_id), 'ParcelStatusRowDeleted', { rowId: 900_001, parcelId: parcel_id, shipmentId: shipment_id });
    await append(parcelStream(parcel_id), 'ParcelSectorResolved', {
      parcelId: parcel_id,
      shipmentId: shipment_id,
      sectorId: 7,
      resolution: 'x',
      note: null,
      at: END.toISOString(),
    });
    await append(clientStream(parcel.client_id), 'ClientUpdated', { clientId: parcel.client_id, profile: testClientProfile('Nowa Nazwa') });
    await append(shipmentStream(shipment_id), 'ShipmentMarkedDeleted', { shipmentId: shipment_id, deletedAt: END.toISOString() });
    await suite.caughtUp();
    row = await db().selectFrom('listing_parcels').selectAll().where('id', '=', parcel_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status_id: parcel.status_id, problematic_sector_id: null, deleted: true, client_name: 'Nowa Nazwa' });
    const others = await db().selectFrom('listing_parcels').select('client_name').where('client_id', '=', parcel.client_id).execute();
    expect(new Set(others.map((o) => o.client_name))).toEqual(new Set(['Nowa Nazwa']));
  }, 60_000);

  it('a rebuild from the first event equals the incremental rows, in tables shaped like the live ones', async () => {
    const tables = listingProjection.tables;
    const before = await snapshotTables(db(), tables);
    const shapes = await tableShapes(db(), tables);
    // The live tables' partial indexes, unique constraints and fillfactor are all there to be carried over.
    expect(JSON.stringify(shapes)).toContain('fillfactor=50');
    expect(JSON.stringify(shapes)).toContain('WHERE (out_number IS NOT NULL)');
    await rebuildProjection({ db: db(), store: suite.env.store, projection: listingProjection, batchSize: 4000 });
    expect(await snapshotTables(db(), tables)).toEqual(before);
    expect(await tableShapes(db(), tables)).toEqual(shapes);
  }, 60_000);
});

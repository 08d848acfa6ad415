import { describe, expect, it } from 'vitest';
import {
  parcelNumber,
  parcelStream,
  shipmentNumber,
  shipmentStream,
  type ParcelEvent,
  type ShipmentEvent,
  type ShipmentOrder,
} from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { problemParcelsProjection } from './problem-parcels.projection.js';

const WORKER = 'a0000000-0000-4000-8000-000000000002';
const ADMIN = 'a0000000-0000-4000-8000-000000000001';
let clock = Date.parse('2026-11-26T08:00:00.000Z');
const next = () => new Date((clock += 60_000)).toISOString();

const party = {
  name: 'Ana Popescu',
  private_person: true,
  contact_name: null,
  email: null,
  phone: { prefix: '0040', number: '723456789' },
  country_id: 1,
  address: { locality_id: 54984, locality_name: 'Cluj-Napoca', county: 'Cluj', postal_code: '400335', details: 'Strada Memorandumului 28' },
  locker: null,
};
const orderOf = (clientId: number, parcelIds: number[], service = 1): ShipmentOrder => ({
  delivery_service: service as ShipmentOrder['delivery_service'],
  country_id: 1,
  sender: { ...party, name: service === 2 ? 'Ion Ionescu' : `Sklep ${clientId}`, country_id: 2 },
  recipient: { ...party, name: service === 2 ? `Sklep ${clientId}` : 'Ana Popescu' },
  content: { declared_content: 'Książki', declared_value: 100, currency: 'RON', cash_on_delivery_value: 0 },
  additional_data: { note: null, first_reference_number: null, second_reference_number: null },
  parcels: parcelIds.map((id, i) => ({
    parcel_id: id,
    number: parcelNumber(id, 'RO'),
    in_shipment_order: i + 1,
    weight: 1,
    height: 10,
    width: 20,
    length: 30,
  })),
  client_id: clientId,
});

describe('problem_parcels read model (PostgreSQL)', () => {
  const suite = projectionSuite(problemParcelsProjection, 'rm_problem_parcels');

  const onShipment = (id: number, event: ShipmentEvent) =>
    suite.env.store.append(shipmentStream(id), [{ type: event.type, data: event.data, metadata: testMetadata(next()) }]);
  const onParcel = (id: number, event: ParcelEvent, userId = WORKER, workstation = 'ST-01') =>
    suite.env.store.append(parcelStream(id), [
      { type: event.type, data: event.data, metadata: testMetadata(next(), { userId, workstation, warehouse: 'TYCHY' }) },
    ]);
  const created = (id: number, clientId: number, parcelIds: number[], service = 1): ShipmentEvent => ({
    type: 'ShipmentCreated',
    data: {
      shipmentId: id,
      number: shipmentNumber(id, 'RO'),
      order: orderOf(clientId, parcelIds, service),
      courierId: 1,
      creator: 'app_v2',
      isEmag: false,
      createdAt: next(),
    },
  });
  const assigned = (parcelId: number, shipmentId: number, sectorId: number, at: string): ParcelEvent => ({
    type: 'ParcelSectorAssigned',
    data: { parcelId, shipmentId, sectorId, sectorCode: String(sectorId), statusTypeId: sectorId === 1 ? 91 : 90, at },
  });
  const resolved = (parcelId: number, shipmentId: number, sectorId: number, resolution: string, at: string): ParcelEvent => ({
    type: 'ParcelSectorResolved',
    data: { parcelId, shipmentId, sectorId, resolution, note: 'Sprawdzone', at },
  });

  it('opens a row per stay with what it copies, closes it on resolution, marks a move, follows an adoption', async () => {
    await onShipment(1, created(1, 7, [11, 12]));
    await onShipment(2, created(2, 8, [21], 2));
    await onParcel(11, assigned(11, 1, 2, '2026-11-26T09:00:00.000Z'));
    await onParcel(12, assigned(12, 1, 1, '2026-11-26T09:05:00.000Z'));
    await onParcel(12, assigned(12, 1, 6, '2026-11-26T09:10:00.000Z'), ADMIN, 'ST-02');
    await onParcel(21, assigned(21, 2, 3, '2026-11-26T09:20:00.000Z'));
    await onParcel(11, resolved(11, 1, 2, 'relabelled', '2026-11-26T10:00:00.000Z'), ADMIN, 'ST-02');
    // Parcel 12 is adopted into shipment 3 of client 9 while it waits.
    await onShipment(3, created(3, 9, [12]));
    await suite.caughtUp();

    const rows = await suite.env.database.db
      .selectFrom('problem_parcels')
      .select([
        'parcel_id',
        'parcel_number',
        'shipment_number',
        'client_id',
        'client_name',
        'sector_id',
        'since',
        'put_by',
        'put_at_workstation',
        'resolved_at',
        'resolved_by',
        'resolved_at_workstation',
        'resolution',
        'note',
      ])
      .orderBy('since')
      .execute();
    expect(rows).toEqual([
      {
        parcel_id: 11,
        parcel_number: parcelNumber(11, 'RO'),
        shipment_number: shipmentNumber(1, 'RO'),
        client_id: 7,
        client_name: 'Sklep 7',
        sector_id: 2,
        since: new Date('2026-11-26T09:00:00.000Z'),
        put_by: WORKER,
        put_at_workstation: 'ST-01',
        resolved_at: new Date('2026-11-26T10:00:00.000Z'),
        resolved_by: ADMIN,
        resolved_at_workstation: 'ST-02',
        resolution: 'relabelled',
        note: 'Sprawdzone',
      },
      expect.objectContaining({
        parcel_id: 12,
        sector_id: 1,
        resolution: 'moved',
        resolved_by: ADMIN,
        resolved_at: new Date('2026-11-26T09:10:00.000Z'),
      }),
      expect.objectContaining({
        parcel_id: 12,
        sector_id: 6,
        resolved_at: null,
        // The adoption moved the waiting stay; the closed one keeps its shipment.
        shipment_number: shipmentNumber(3, 'RO'),
        client_id: 9,
        client_name: 'Sklep 9',
      }),
      // A return names the client as its recipient.
      expect.objectContaining({ parcel_id: 21, client_id: 8, client_name: 'Sklep 8', resolved_at: null }),
    ]);
    expect(rows[1]).toMatchObject({ shipment_number: shipmentNumber(1, 'RO'), client_id: 7 });
    expect(suite.bus.messages.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['rm.problem_parcels.11', 'rm.problem_parcels.12', 'rm.problem_parcels.21']),
    );
  });

  it('a rebuild gives exactly the incremental rows, one event at a time or all in one batch', async () => {
    await suite.caughtUp();
    const db = suite.env.database.db;
    const incremental = await snapshotTables(db, problemParcelsProjection.tables);
    expect(incremental['problem_parcels']).toHaveLength(4);
    for (const batchSize of [1, 1000]) {
      await rebuildProjection({ db, store: suite.env.store, projection: problemParcelsProjection, batchSize });
      expect(await snapshotTables(db, problemParcelsProjection.tables)).toEqual(incremental);
    }
  });
});

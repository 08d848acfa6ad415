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
import { shipmentsProjection } from './shipments.projection.js';

const WORKER = 'a0000000-0000-4000-8000-000000000002';
let clock = Date.parse('2026-11-20T08:00:00.000Z');
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
const orderOf = (shipmentId: number, parcelIds: number[]): ShipmentOrder => ({
  delivery_service: 1,
  country_id: 1,
  sender: { ...party, name: 'Sklep', country_id: 2 },
  recipient: party,
  content: { declared_content: 'Książki', declared_value: 100, currency: 'RON', cash_on_delivery_value: 0 },
  additional_data: { note: null, first_reference_number: null, second_reference_number: null },
  parcels: parcelIds.map((id, i) => ({
    parcel_id: id,
    number: parcelNumber(id, 'RO'),
    in_shipment_order: i + 1,
    weight: 1 + i,
    height: 10,
    width: 20,
    length: 30,
  })),
  client_id: 7 + shipmentId,
});

describe('shipments read model (PostgreSQL)', () => {
  const suite = projectionSuite(shipmentsProjection, 'rm_shipments');

  const onShipment = (id: number, event: ShipmentEvent) =>
    suite.env.store.append(shipmentStream(id), [{ type: event.type, data: event.data, metadata: testMetadata(next()) }]);
  const onParcel = (id: number, event: ParcelEvent) =>
    suite.env.store.append(parcelStream(id), [
      { type: event.type, data: event.data, metadata: testMetadata(next(), { userId: WORKER, workstation: 'WS-1', warehouse: 'TYCHY' }) },
    ]);
  const created = (id: number, parcelIds: number[]): ShipmentEvent => ({
    type: 'ShipmentCreated',
    data: {
      shipmentId: id,
      number: shipmentNumber(id, 'RO'),
      order: orderOf(id, parcelIds),
      courierId: 1,
      creator: 'app_v2',
      isEmag: false,
      createdAt: next(),
    },
  });
  const status = (rowId: number, parcelId: number, shipmentId: number, statusTypeId: number, when: string): ParcelEvent => ({
    type: 'ParcelStatusRecorded',
    data: { rowId, parcelId, shipmentId, statusTypeId, when, where: 'TYCHY', deletionAllowed: true },
  });

  it('folds created, changed, registered, failed, statuses and deletion into the rows', async () => {
    await onShipment(1, created(1, [11, 12]));
    await onShipment(1, {
      type: 'ShipmentRegisteredWithCourier',
      data: {
        shipmentId: 1,
        courier: 'sameday',
        awb: '1SDY1',
        parcels: [
          { parcel_id: 11, number: '1SDY1001' },
          { parcel_id: 12, number: '1SDY1002' },
        ],
        registeredAt: next(),
      },
    });
    await onShipment(2, created(2, [21, 22, 23]));
    await onShipment(2, {
      type: 'ShipmentRegistrationFailed',
      data: { shipmentId: 2, reason: 'rejected', message: 'Validation Failed', fields: { 'recipient.phone': ['bad'] }, failedAt: next() },
    });
    await onShipment(2, { type: 'ShipmentChanged', data: { shipmentId: 2, order: orderOf(2, [21, 24]) } });
    await onShipment(2, {
      type: 'ShipmentRegisteredWithCourier',
      data: {
        shipmentId: 2,
        courier: 'cargus',
        awb: '11000',
        parcels: [
          { parcel_id: 21, number: '110001' },
          { parcel_id: 24, number: '110002' },
        ],
        registeredAt: next(),
      },
    });
    await onParcel(11, status(101, 11, 1, 55, '2026-11-21T10:00:00.000Z'));
    await onParcel(11, status(102, 11, 1, 60, '2026-11-22T10:00:00.000Z'));
    await onParcel(11, status(103, 11, 1, 62, '2026-11-23T10:00:00.000Z'));
    await onParcel(11, { type: 'ParcelStatusRowDeleted', data: { rowId: 103, parcelId: 11, shipmentId: 1 } });
    await onShipment(3, created(3, [31]));
    await onShipment(3, { type: 'ShipmentMarkedDeleted', data: { shipmentId: 3, deletedAt: next() } });
    await suite.caughtUp();

    const db = suite.env.database.db;
    const shipments = await db
      .selectFrom('shipments')
      .select(['id', 'registration', 'awb', 'courier', 'error_message', 'deleted_at'])
      .orderBy('id')
      .execute();
    expect(shipments).toEqual([
      { id: 1, registration: 'registered', awb: '1SDY1', courier: 'sameday', error_message: null, deleted_at: null },
      { id: 2, registration: 'registered', awb: '11000', courier: 'cargus', error_message: null, deleted_at: null },
      { id: 3, registration: 'awaiting', awb: null, courier: null, error_message: null, deleted_at: expect.any(Date) },
    ]);
    const parcels = await db
      .selectFrom('shipment_parcels')
      .select(['id', 'shipment_id', 'position', 'active', 'external_last_mile', 'last_status_id', 'received_at', 'delivered_at'])
      .orderBy('id')
      .execute();
    expect(parcels).toEqual([
      {
        id: 11,
        shipment_id: 1,
        position: 1,
        active: true,
        external_last_mile: '1SDY1001',
        last_status_id: 60,
        received_at: new Date('2026-11-21T10:00:00.000Z'),
        delivered_at: null,
      },
      {
        id: 12,
        shipment_id: 1,
        position: 2,
        active: true,
        external_last_mile: '1SDY1002',
        last_status_id: null,
        received_at: null,
        delivered_at: null,
      },
      {
        id: 21,
        shipment_id: 2,
        position: 1,
        active: true,
        external_last_mile: '110001',
        last_status_id: null,
        received_at: null,
        delivered_at: null,
      },
      {
        id: 22,
        shipment_id: 2,
        position: 2,
        active: false,
        external_last_mile: null,
        last_status_id: null,
        received_at: null,
        delivered_at: null,
      },
      {
        id: 23,
        shipment_id: 2,
        position: 3,
        active: false,
        external_last_mile: null,
        last_status_id: null,
        received_at: null,
        delivered_at: null,
      },
      {
        id: 24,
        shipment_id: 2,
        position: 2,
        active: true,
        external_last_mile: '110002',
        last_status_id: null,
        received_at: null,
        delivered_at: null,
      },
      {
        id: 31,
        shipment_id: 3,
        position: 1,
        active: true,
        external_last_mile: null,
        last_status_id: null,
        received_at: null,
        delivered_at: null,
      },
    ]);
    const rows = await db
      .selectFrom('parcel_status_rows')
      .select(['id', 'parcel_id', 'status_type_id', 'user_id', 'workstation'])
      .where('shipment_id', '=', 1)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [Number(r.id), r.parcel_id, r.status_type_id])).toEqual([
      [101, 11, 55],
      [102, 11, 60],
    ]);
    // The shipment's own milestones are its columns (history rows derived from them).
    const first = await db.selectFrom('shipments').select(['created_by', 'registered_by', 'registered_at']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(first).toEqual({ created_by: null, registered_by: null, registered_at: expect.any(Date) });
    expect(rows.find((r) => Number(r.id) === 101)).toMatchObject({ user_id: WORKER, workstation: 'WS-1' });
    const problems = await db.selectFrom('shipment_problems').selectAll().execute();
    expect(problems).toEqual([
      expect.objectContaining({
        shipment_id: 2,
        rule_code: 'SHIPMENT_REGISTRATION_FAILED',
        status: 'resolved',
        payload: { reason: 'rejected', message: 'Validation Failed', fields: { 'recipient.phone': ['bad'] } },
      }),
    ]);
    expect(suite.bus.messages.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['rm.shipments.1', 'rm.shipments.2', 'rm.shipments.3']),
    );
  });

  it('a rebuild gives exactly the incremental rows, whether one event at a time or all in one batch', async () => {
    await suite.caughtUp();
    const db = suite.env.database.db;
    const incremental = await snapshotTables(db, shipmentsProjection.tables);
    expect(incremental['shipment_parcels']).toHaveLength(7);
    for (const batchSize of [1, 1000]) {
      await rebuildProjection({ db, store: suite.env.store, projection: shipmentsProjection, batchSize });
      expect(await snapshotTables(db, shipmentsProjection.tables)).toEqual(incremental);
    }
  });
});

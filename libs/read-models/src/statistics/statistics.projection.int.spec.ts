import { describe, expect, it } from 'vitest';
import {
  clientStream,
  parcelNumber,
  parcelStream,
  shipmentNumber,
  shipmentStream,
  type DeliveryServiceId,
  type ParcelEvent,
  type ShipmentEvent,
  type ShipmentOrder,
} from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { testClientProfile } from '../testing/client-profile.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { statisticsProjection } from './statistics.projection.js';

const ADMIN = 'a0000000-0000-4000-8000-000000000001';
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
const orderOf = (clientId: number, service: DeliveryServiceId, parcelIds: number[]): ShipmentOrder => ({
  client_id: clientId,
  delivery_service: service,
  country_id: 1,
  sender: { ...party, name: 'Sklep', country_id: 2 },
  recipient: party,
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
});

const HOME_DELIVERY = 1;
const HOME_RETURN = 2;
const ACME = 101;
const BETA = 102;

describe('statistics read model (PostgreSQL)', () => {
  const suite = projectionSuite(statisticsProjection, 'rm_statistics');
  const db = () => suite.env.database.db;
  let rowIds = 1000;

  const onClient = (clientId: number, type: 'ClientCreated' | 'ClientUpdated', name: string) =>
    suite.env.store.append(clientStream(clientId), [
      {
        type,
        data:
          type === 'ClientCreated'
            ? { clientId, userId: `u-${clientId}`, profile: testClientProfile(name), allowedCountries: [1] }
            : { clientId, profile: testClientProfile(name) },
        metadata: testMetadata(next(), { userId: ADMIN }),
      },
    ]);
  const onShipment = (id: number, event: ShipmentEvent) =>
    suite.env.store.append(shipmentStream(id), [{ type: event.type, data: event.data, metadata: testMetadata(next()) }]);
  const created = (shipmentId: number, clientId: number, service: DeliveryServiceId, parcelIds: number[]) =>
    onShipment(shipmentId, {
      type: 'ShipmentCreated',
      data: {
        shipmentId,
        number: shipmentNumber(shipmentId, 'RO'),
        order: orderOf(clientId, service, parcelIds),
        courierId: 1,
        creator: 'app_v2',
        isEmag: false,
        createdAt: next(),
      },
    });
  const onParcel = (parcelId: number, event: ParcelEvent) =>
    suite.env.store.append(parcelStream(parcelId), [{ type: event.type, data: event.data, metadata: testMetadata(next()) }]);
  /** Records a status row; answers its id. */
  const status = async (parcelId: number, shipmentId: number, statusTypeId: number, when: string): Promise<number> => {
    const rowId = ++rowIds;
    await onParcel(parcelId, {
      type: 'ParcelStatusRecorded',
      data: { rowId, parcelId, shipmentId, statusTypeId, when, where: 'TYCHY', deletionAllowed: true },
    });
    return rowId;
  };
  const deleted = (rowId: number, parcelId: number, shipmentId: number) =>
    onParcel(parcelId, { type: 'ParcelStatusRowDeleted', data: { rowId, parcelId, shipmentId } });

  const days = () =>
    db()
      .selectFrom('client_daily_counts')
      .select(['kind', 'client_id', 'day', 'count'])
      .orderBy('kind')
      .orderBy('client_id')
      .orderBy('day')
      .execute();
  const totals = () =>
    db().selectFrom('statistics_client_totals').select(['kind', 'client_id', 'count']).orderBy('kind').orderBy('client_id').execute();
  const dayTotals = () =>
    db().selectFrom('statistics_day_totals').select(['kind', 'day', 'count']).orderBy('kind').orderBy('day').execute();

  it('given clients, shipments and status rows, then each parcel counts once per kind, on the Warsaw day of its first qualifying row', async () => {
    await onClient(ACME, 'ClientCreated', 'Acme');
    await onClient(BETA, 'ClientCreated', 'Beta');
    await created(1, ACME, HOME_DELIVERY, [11, 12]);
    await created(2, BETA, HOME_RETURN, [21]);
    // Parcel 11: received late on 3 March in Warsaw (23:30 CET = 22:30 UTC), then sorted and handed over: one client shipment on 3 March.
    await status(11, 1, 55, '2026-03-03T22:30:00.000Z');
    await status(11, 1, 56, '2026-03-04T08:00:00.000Z');
    await status(11, 1, 57, '2026-03-04T09:00:00.000Z');
    // Parcel 12: received after midnight in Warsaw (00:30 CET on 4 March), delivered, later back in our warehouse: a shipment and a return.
    await status(12, 1, 55, '2026-03-03T23:30:00.000Z');
    await status(12, 1, 62, '2026-03-05T10:00:00.000Z');
    await status(12, 1, 72, '2026-03-09T10:00:00.000Z');
    // Parcel 21 (a return service): received in our warehouse = back in Poland, never a client shipment; created (1) counts for nothing.
    await status(21, 2, 1, '2026-03-01T10:00:00.000Z');
    await status(21, 2, 55, '2026-03-04T10:00:00.000Z');
    await suite.caughtUp();
    expect(await db().selectFrom('dead_letters').selectAll().execute()).toEqual([]);

    expect(await days()).toEqual([
      { kind: 'back_in_poland', client_id: ACME, day: '2026-03-09', count: 1 },
      { kind: 'back_in_poland', client_id: BETA, day: '2026-03-04', count: 1 },
      { kind: 'received_by_re', client_id: ACME, day: '2026-03-03', count: 1 },
      { kind: 'received_by_re', client_id: ACME, day: '2026-03-04', count: 1 },
    ]);
    expect(await totals()).toEqual([
      { kind: 'back_in_poland', client_id: ACME, count: 1 },
      { kind: 'back_in_poland', client_id: BETA, count: 1 },
      { kind: 'received_by_re', client_id: ACME, count: 2 },
    ]);
    expect(await dayTotals()).toEqual([
      { kind: 'back_in_poland', day: '2026-03-04', count: 1 },
      { kind: 'back_in_poland', day: '2026-03-09', count: 1 },
      { kind: 'received_by_re', day: '2026-03-03', count: 1 },
      { kind: 'received_by_re', day: '2026-03-04', count: 1 },
    ]);
    expect(await db().selectFrom('statistics_clients').selectAll().orderBy('id').execute()).toEqual([
      { id: ACME, name: 'Acme' },
      { id: BETA, name: 'Beta' },
    ]);
    // Only rows that may count are kept (not 62, not 1).
    expect(
      await db()
        .selectFrom('statistics_status_rows')
        .select('status_type_id')
        .where('parcel_id', 'in', [12, 21])
        .orderBy('row_id')
        .execute(),
    ).toEqual([{ status_type_id: 55 }, { status_type_id: 72 }, { status_type_id: 55 }]);
  });

  it('given a row recorded later with an earlier time, then the parcel moves to the earlier day (still counted once)', async () => {
    await status(11, 1, 55, '2026-03-02T10:00:00.000Z');
    await suite.caughtUp();
    const acmeShipments = (await days()).filter((d) => d.kind === 'received_by_re' && d.client_id === ACME);
    expect(acmeShipments).toEqual([
      { kind: 'received_by_re', client_id: ACME, day: '2026-03-02', count: 1 },
      { kind: 'received_by_re', client_id: ACME, day: '2026-03-04', count: 1 },
    ]);
    expect((await totals()).find((t) => t.kind === 'received_by_re')).toEqual({ kind: 'received_by_re', client_id: ACME, count: 2 });
  });

  it('given the counting row deleted, then the next qualifying row counts; with none left the parcel counts no more and no zero row stays', async () => {
    const only = await (async () => {
      await created(3, BETA, HOME_DELIVERY, [31]);
      return status(31, 3, 55, '2026-03-06T10:00:00.000Z');
    })();
    const later = await status(31, 3, 56, '2026-03-07T10:00:00.000Z');
    await suite.caughtUp();
    expect((await days()).filter((d) => d.client_id === BETA && d.kind === 'received_by_re')).toEqual([
      { kind: 'received_by_re', client_id: BETA, day: '2026-03-06', count: 1 },
    ]);
    await deleted(only, 31, 3);
    await suite.caughtUp();
    expect((await days()).filter((d) => d.client_id === BETA && d.kind === 'received_by_re')).toEqual([
      { kind: 'received_by_re', client_id: BETA, day: '2026-03-07', count: 1 },
    ]);
    await deleted(later, 31, 3);
    await suite.caughtUp();
    expect((await days()).filter((d) => d.client_id === BETA && d.kind === 'received_by_re')).toEqual([]);
    expect((await totals()).filter((t) => t.client_id === BETA && t.kind === 'received_by_re')).toEqual([]);
    expect((await dayTotals()).filter((t) => t.day === '2026-03-07')).toEqual([]);
    expect(await db().selectFrom('statistics_counted').selectAll().where('parcel_id', '=', 31).execute()).toEqual([]);
  });

  it('given the order changed to another client, then its counted parcels move to that client; a renamed client shows its new name', async () => {
    await created(4, ACME, HOME_DELIVERY, [41]);
    await status(41, 4, 55, '2026-03-08T10:00:00.000Z');
    await suite.caughtUp();
    expect((await days()).filter((d) => d.day === '2026-03-08')).toEqual([
      { kind: 'received_by_re', client_id: ACME, day: '2026-03-08', count: 1 },
    ]);
    await onShipment(4, { type: 'ShipmentChanged', data: { shipmentId: 4, order: orderOf(BETA, HOME_DELIVERY, [41]) } });
    await onClient(BETA, 'ClientUpdated', 'Beta Sp. z o.o.');
    await suite.caughtUp();
    expect((await days()).filter((d) => d.day === '2026-03-08')).toEqual([
      { kind: 'received_by_re', client_id: BETA, day: '2026-03-08', count: 1 },
    ]);
    expect(await db().selectFrom('statistics_clients').select('name').where('id', '=', BETA).executeTakeFirst()).toEqual({
      name: 'Beta Sp. z o.o.',
    });
    expect(suite.bus.messages.map((m) => m.subject)).toContain('rm.statistics.received_by_re');
  });

  it('a rebuild (in batches of any size) gives exactly the rows the incremental build made', async () => {
    const before = await snapshotTables(db(), [...statisticsProjection.tables]);
    expect(before['client_daily_counts']!.length).toBeGreaterThan(3);
    for (const batchSize of [1, 3, 1000]) {
      await rebuildProjection({ db: db(), store: suite.env.store, projection: statisticsProjection, batchSize });
      expect(await snapshotTables(db(), [...statisticsProjection.tables])).toEqual(before);
    }
  });
});

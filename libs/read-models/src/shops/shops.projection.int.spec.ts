import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  externalShopStream,
  externalShopSyncStream,
  shopOrderStream,
  type ExternalShopEvent,
  type ShopOrderEvent,
  type ShopShipmentPlan,
  type ShopSyncEvent,
} from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { externalShopsProjection } from './shops.projection.js';

const at = (minute: number) => new Date(Date.parse('2027-01-11T08:00:00.000Z') + minute * 60_000).toISOString();
const CIPHER = 'v1:aXY:dGFn:ZGF0YQ';
const plan: ShopShipmentPlan = {
  deliveryService: 1,
  countryId: 1,
  recipient: {
    name: 'Ana Popescu',
    privatePerson: true,
    contactName: null,
    email: null,
    phonePrefix: '0040',
    phoneNumber: '723456789',
    localityId: 54984,
    postalCode: '400335',
    details: 'Strada Memorandumului 28',
    lockerId: null,
  },
  content: { declaredContent: 'Książka', declaredValue: 50, cashOnDelivery: 0 },
  weightKg: 1,
  references: { first: '101', second: 'sklep-101' },
  note: null,
};

describe('external_shops read model (PostgreSQL)', () => {
  const suite = projectionSuite(externalShopsProjection, 'rm_shops');
  const db = () => suite.env.database.db;

  async function record(stream: string, minute: number, ...events: (ExternalShopEvent | ShopSyncEvent | ShopOrderEvent)[]): Promise<void> {
    await suite.env.store.append(
      stream,
      events.map((event) => ({ type: event.type, data: event.data, metadata: testMetadata(at(minute)) })),
    );
    await suite.caughtUp();
  }
  const shop = (id: number) => db().selectFrom('external_shops').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const couriers = (shopId: number) =>
    db()
      .selectFrom('external_shop_couriers')
      .select(['id', 'country_id', 'external_courier_id', 'last_synchronized_at'])
      .where('shop_id', '=', shopId)
      .orderBy('id')
      .execute();

  it('the migration made the sequences that number shops and mappings', async () => {
    for (const sequence of ['external_shop_id_seq', 'external_shop_courier_id_seq']) {
      const { rows } = await sql<{ id: string }>`select nextval(${sequence}) as id`.execute(db());
      expect(Number(rows[0]!.id)).toBeGreaterThanOrEqual(1);
    }
  });

  it('given a shop connected, changed and mapped, then its row (domain of the address, the key only as ciphertext) and its mappings', async () => {
    await record(
      externalShopStream(1),
      1,
      {
        type: 'ExternalShopConnected',
        data: { shopId: 1, clientId: 7, platform: 'ido_sell', baseUrl: 'https://sklep.example.pl', apiKeyCipher: CIPHER },
      },
      { type: 'ExternalShopCourierAdded', data: { shopId: 1, clientId: 7, courierId: 10, countryId: 1, externalCourierId: 11 } },
      { type: 'ExternalShopCourierAdded', data: { shopId: 1, clientId: 7, courierId: 11, countryId: 3, externalCourierId: 21 } },
    );
    expect(await shop(1)).toMatchObject({
      client_id: 7,
      platform: 'ido_sell',
      domain: 'sklep.example.pl',
      api_key_cipher: CIPHER,
      deleted_at: null,
      last_sync_status: null,
    });
    await record(externalShopStream(1), 2, {
      type: 'ExternalShopChanged',
      data: { shopId: 1, clientId: 7, baseUrl: 'https://nowy.example.pl', apiKeyCipher: null },
    });
    expect(await shop(1)).toMatchObject({ base_url: 'https://nowy.example.pl', domain: 'nowy.example.pl', api_key_cipher: CIPHER });
    await record(externalShopStream(1), 3, { type: 'ExternalShopCourierRemoved', data: { shopId: 1, clientId: 7, courierId: 11 } });
    expect(await couriers(1)).toEqual([{ id: 10, country_id: 1, external_courier_id: 11, last_synchronized_at: null }]);
    expect(suite.bus.messages.map((m) => m.subject)).toContain('rm.external_shops.1');
  });

  it('given runs, then the last one’s outcome on the shop and last_synchronized_at on the mappings a succeeded run covered', async () => {
    const counts = { seen: 3, imported: 1, writtenBack: 1, ignored: 1, failed: 1 };
    const failures = [{ orderSerialNumber: 102, reason: 'address_unresolved' as const, message: 'Clujj 400335' }];
    await record(externalShopSyncStream(1), 4, {
      type: 'ShopSynchronisationSucceeded',
      data: { shopId: 1, clientId: 7, at: at(4), ...counts, courierIds: [10], failures },
    });
    expect(await shop(1)).toMatchObject({
      last_sync_status: 'succeeded',
      last_sync_reason: null,
      last_sync_counts: { seen: 3, imported: 1, written_back: 1, ignored: 1, failed: 1 },
      last_sync_failures: [{ order_serial_number: 102, reason: 'address_unresolved', message: 'Clujj 400335' }],
    });
    expect((await couriers(1))[0]!.last_synchronized_at).toEqual(new Date(at(4)));
    await record(externalShopSyncStream(1), 5, {
      type: 'ShopSynchronisationFailed',
      data: { shopId: 1, clientId: 7, at: at(5), ...counts, imported: 0, reason: 'unauthorized', message: 'Invalid API key', failures: [] },
    });
    expect(await shop(1)).toMatchObject({
      last_sync_status: 'failed',
      last_sync_reason: 'unauthorized',
      last_sync_message: 'Invalid API key',
      last_sync_failures: [],
    });
    // A failed run synchronised no mapping: the last good one stays.
    expect((await couriers(1))[0]!.last_synchronized_at).toEqual(new Date(at(4)));
  });

  it('given an order reserved, imported and written back, then one row following it, keyed by the domain and the serial number', async () => {
    const stream = shopOrderStream('nowy.example.pl', 101);
    await record(stream, 6, {
      type: 'ShopOrderReserved',
      data: {
        shopId: 1,
        clientId: 7,
        domain: 'nowy.example.pl',
        orderSerialNumber: 101,
        orderId: 'sklep-101',
        courierId: 10,
        externalCourierId: 11,
        shipmentId: 500,
        parcelIds: [900],
        plan,
      },
    });
    const row = () => db().selectFrom('external_shop_orders').selectAll().execute();
    expect(await row()).toEqual([
      expect.objectContaining({
        domain: 'nowy.example.pl',
        order_serial_number: 101,
        shop_id: 1,
        shipment_id: 500,
        shipment_number: null,
        imported_at: null,
      }),
    ]);
    await record(stream, 7, {
      type: 'ShopOrderImported',
      data: { shopId: 1, orderSerialNumber: 101, shipmentId: 500, shipmentNumber: 'RO500X' },
    });
    await record(stream, 8, {
      type: 'ShopOrderTrackingWrittenBack',
      data: { shopId: 1, orderSerialNumber: 101, shipmentNumber: 'RO500X', externalCourierId: 11 },
    });
    expect(await row()).toEqual([
      expect.objectContaining({ shipment_number: 'RO500X', imported_at: new Date(at(7)), written_back_at: new Date(at(8)) }),
    ]);
  });

  it('given the shop deleted, then its row stays (deleted_at), its mappings go, its orders stay', async () => {
    await record(externalShopStream(1), 9, { type: 'ExternalShopDeleted', data: { shopId: 1, clientId: 7 } });
    expect((await shop(1)).deleted_at).toEqual(new Date(at(9)));
    expect(await couriers(1)).toEqual([]);
    expect(await db().selectFrom('external_shop_orders').select('shop_id').execute()).toEqual([{ shop_id: 1 }]);
  });

  it('a rebuild gives exactly the rows the incremental build made', async () => {
    const tables = [...externalShopsProjection.tables];
    const before = await snapshotTables(db(), tables);
    expect(before['external_shops']).toHaveLength(1);
    await rebuildProjection({ db: db(), store: suite.env.store, projection: externalShopsProjection, batchSize: 2 });
    expect(await snapshotTables(db(), tables)).toEqual(before);
  });
});

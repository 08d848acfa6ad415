import { describe, expect, it } from 'vitest';
import { ROLES, SEEDED_COURIER_PRICES, courierPricesStream, type CourierPriceEvent } from '@parcel/domain';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { courierPricesProjection } from './courier-prices.projection.js';

const ADMIN = 'a0000000-0000-4000-8000-000000000001';
const at = (minute: number) => new Date(Date.parse('2026-06-01T08:00:00.000Z') + minute * 60_000).toISOString();

describe('courier_prices read model (PostgreSQL)', () => {
  const suite = projectionSuite(courierPricesProjection, 'rm_courier_prices');
  const db = () => suite.env.database.db;

  async function record(minute: number, ...events: CourierPriceEvent[]): Promise<void> {
    for (const event of events) {
      const metadata = testMetadata(at(minute), { userId: ADMIN, role: ROLES.admin });
      await suite.env.store.append(courierPricesStream(event.data.courierId), [{ type: event.type, data: event.data, metadata }]);
    }
    await suite.caughtUp();
  }
  const seeded = (courierId: number): CourierPriceEvent[] =>
    SEEDED_COURIER_PRICES.filter((p) => p.courierId === courierId).map((p) => ({ type: 'CourierPriceDefined', data: p }));

  it('given the seeded rows of two couriers, then one row each with its courier; a change replaces the terms and the time', async () => {
    await record(1, ...seeded(1), ...seeded(2));
    const count = await db()
      .selectFrom('courier_prices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(12);
    const first = SEEDED_COURIER_PRICES[0]!;
    const terms = { ...first.terms, net_price: 13.45, caution: true, max_weight_value: 1.5 };
    await record(5, { type: 'CourierPriceChanged', data: { priceId: 1, courierId: 1, terms } });
    const row = await db().selectFrom('courier_prices').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: 1, courier_id: 1, ...terms });
    expect(new Date(row.updated_at).toISOString()).toBe(at(5));
    expect(suite.bus.messages.map((m) => m.subject)).toContain('rm.courier_prices.1');
  });

  it('a rebuild gives exactly the rows the incremental build made', async () => {
    const before = await snapshotTables(db(), [...courierPricesProjection.tables]);
    expect(before['courier_prices']).toHaveLength(12);
    await rebuildProjection({ db: db(), store: suite.env.store, projection: courierPricesProjection, batchSize: 5 });
    expect(await snapshotTables(db(), [...courierPricesProjection.tables])).toEqual(before);
  });
});

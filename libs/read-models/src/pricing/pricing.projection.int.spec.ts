import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SURCHARGE,
  ROLES,
  SURCHARGE_KEYS,
  priceListStream,
  type PriceListEvent,
  type PriceListTerms,
  type Surcharges,
} from '@parcel/domain';
import type { ReadModelDb } from '../database.js';
import { rebuildProjection } from '../projector/rebuild.js';
import { snapshotTables } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { projectionSuite } from '../testing/projection-suite.testing.js';
import { operationalPriceListsProjection, priceListTermsOf } from './pricing.projection.js';

const ADMIN = 'a0000000-0000-4000-8000-000000000001';
const at = (minute: number) => new Date(Date.parse('2026-06-01T08:00:00.000Z') + minute * 60_000).toISOString();
const surcharges = {
  ...Object.fromEntries(SURCHARGE_KEYS.map((key) => [key, DEFAULT_SURCHARGE])),
  cod_account_factor: { type: 'percent', value: 1.5, minimal: 2, maximal: 30 },
} as Surcharges;
const terms = (overrides: Partial<PriceListTerms> = {}): PriceListTerms => ({
  ...surcharges,
  type: 'income',
  clientId: 12,
  name: 'Klient 12 Rumunia',
  specialAssociation: 'locker',
  beginDate: '2026-06-01',
  currency: 'PLN',
  specificFactorsCurrency: 'RON',
  countryId: 1,
  courierId: null,
  weightThresholds: [
    { limiting_threshold: 3, base_amount: 10 },
    { limiting_threshold: 5, base_amount: 12.5 },
  ],
  ...overrides,
});

describe('operational_price_lists read model (PostgreSQL)', () => {
  const suite = projectionSuite(operationalPriceListsProjection, 'rm_pricing');
  const db = () => suite.env.database.db;

  async function record(...events: readonly [minute: number, event: PriceListEvent][]): Promise<void> {
    for (const [minute, event] of events) {
      const metadata = testMetadata(at(minute), { userId: ADMIN, role: ROLES.admin });
      await suite.env.store.append(priceListStream(event.data.priceListId), [{ type: event.type, data: event.data, metadata }]);
    }
    await suite.caughtUp();
  }
  const row = (id: number) =>
    (db() as ReadModelDb).selectFrom('operational_price_lists').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('the migration made the sequence that numbers the lists and the list index', async () => {
    const { rows } = await sql<{ id: string }>`select nextval('operational_price_list_id_seq') as id`.execute(db());
    expect(Number(rows[0]!.id)).toBeGreaterThanOrEqual(1);
    const { rows: indexes } = await sql<{
      indexname: string;
    }>`select indexname from pg_indexes where tablename = 'operational_price_lists'`.execute(db());
    expect(indexes.map((i) => i.indexname)).toEqual(
      expect.arrayContaining(['operational_price_lists_list_idx', 'operational_price_lists_pending_idx']),
    );
  });

  it('given a list created and activated, then one row with its terms, thresholds numbered from 1, pending until activated', async () => {
    await record([1, { type: 'OperationalPriceListCreated', data: { priceListId: 1, terms: terms() } }]);
    expect(await row(1)).toMatchObject({
      type: 'income',
      client_id: 12,
      name: 'Klient 12 Rumunia',
      special_association: 'locker',
      country_id: 1,
      courier_id: null,
      begin_date: '2026-06-01',
      currency: 'PLN',
      specific_factors_currency: 'RON',
      weight_thresholds: [
        { id: 1, limiting_threshold: 3, base_amount: 10 },
        { id: 2, limiting_threshold: 5, base_amount: 12.5 },
      ],
      activated_on: null,
      deactivated_at: null,
      used: false,
      deleted: false,
      revision: 0,
    });
    expect((await row(1)).surcharges.cod_account_factor).toEqual({ type: 'percent', value: 1.5, minimal: 2, maximal: 30 });
    expect(priceListTermsOf(await row(1))).toEqual(terms());
    await record([2, { type: 'OperationalPriceListActivated', data: { priceListId: 1, activatedOn: '2026-06-01' } }]);
    expect(await row(1)).toMatchObject({ activated_on: '2026-06-01', revision: 1 });
    expect(suite.bus.messages.map((m) => m.subject)).toContain('rm.operational_price_lists.1');
  });

  it('given a change keeping a begun date, then it stays active; a begin date moved past the activation makes it pending', async () => {
    await record([
      3,
      { type: 'OperationalPriceListChanged', data: { priceListId: 1, terms: terms({ name: 'Nowa', beginDate: '2026-05-30' }) } },
    ]);
    expect(await row(1)).toMatchObject({ name: 'Nowa', begin_date: '2026-05-30', activated_on: '2026-06-01', revision: 2 });
    await record([4, { type: 'OperationalPriceListChanged', data: { priceListId: 1, terms: terms({ beginDate: '2026-07-01' }) } }]);
    expect(await row(1)).toMatchObject({ begin_date: '2026-07-01', activated_on: null, revision: 3 });
  });

  it('given a list deactivated, put in use and another deleted, then the flags and the instant', async () => {
    await record(
      [5, { type: 'OperationalPriceListActivated', data: { priceListId: 1, activatedOn: '2026-07-01' } }],
      [6, { type: 'OperationalPriceListPutInUse', data: { priceListId: 1, shipmentId: 77, at: at(6) } }],
      [7, { type: 'OperationalPriceListDeactivated', data: { priceListId: 1, deactivatedAt: at(7) } }],
      [
        8,
        {
          type: 'OperationalPriceListCreated',
          data: { priceListId: 2, terms: terms({ type: 'cost', clientId: null, countryId: null, courierId: 4 }) },
        },
      ],
      [9, { type: 'OperationalPriceListDeleted', data: { priceListId: 2 } }],
    );
    const first = await row(1);
    expect(first).toMatchObject({ used: true, deleted: false, revision: 6 });
    expect(new Date(first.deactivated_at!).toISOString()).toBe(at(7));
    expect(await row(2)).toMatchObject({ type: 'cost', client_id: null, courier_id: 4, deleted: true, used: false });
  });

  it('a rebuild gives exactly the rows the incremental build made', async () => {
    const before = await snapshotTables(db(), [...operationalPriceListsProjection.tables]);
    expect(before['operational_price_lists']).toHaveLength(2);
    await rebuildProjection({ db: db(), store: suite.env.store, projection: operationalPriceListsProjection, batchSize: 3 });
    expect(await snapshotTables(db(), [...operationalPriceListsProjection.tables])).toEqual(before);
  });
});

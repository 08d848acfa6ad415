import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_COURIER_PRICES } from '@parcel/domain';
import { caller, readEverything, registerConfirmed, SEEDED, startTestApi, type Caller, type TestApi } from '../testing/index.js';
import { CourierPricesSeeder } from './seed-courier-prices.js';

const PRICES = (courierId: number | string) => `/api/courier/${courierId}/prices`;
const PRICE = '/api/courier/price';

/** A whole valid body for row `id` (the seeded row's terms unless overridden). */
const bodyFor = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  ...SEEDED_COURIER_PRICES.find((p) => p.priceId === id)!.terms,
  ...overrides,
});

/** The courier price table end to end (spec/03 §2, §5, §7 "Courier prices", §8 price_updated, §9). */
describe('courier prices', () => {
  let api: TestApi;
  let admin: Caller;
  let worker: Caller;
  let client: Caller;
  let anonymous: Caller;

  beforeAll(async () => {
    api = await startTestApi();
    admin = caller(api, (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token);
    worker = caller(api, (await api.login(SEEDED.worker.email, SEEDED.worker.password)).token);
    const email = `courier-prices-client-${randomUUID().slice(0, 8)}@example.com`;
    await registerConfirmed(api, email, 'client-password');
    client = caller(api, (await api.login(email, 'client-password')).token);
    anonymous = caller(api, undefined);
  });

  afterAll(async () => {
    await api?.close();
  });

  const eventsOf = async (courierId: number) =>
    (await readEverything(api.infra.store)).filter((e) => e.streamId === `courier-prices-${courierId}`).map((e) => [e.type, e.data]);

  describe('the seeded tables', () => {
    it('given a fresh start, then courier 1 lists its six weight bands by weight, with every field of a courier price', async () => {
      const list = await admin.get(PRICES(1));
      expect(list.status).toBe(200);
      expect(list.body.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(
        list.body.map((p: { min_weight_value: number; max_weight_value: number }) => [p.min_weight_value, p.max_weight_value]),
      ).toEqual([
        [0, 1],
        [1, 3],
        [3, 5],
        [5, 10],
        [10, 20],
        [20, 31.5],
      ]);
      expect(list.body[0]).toEqual({
        id: 1,
        courier_id: 1,
        net_price: 12.5,
        vat_percentage: 23,
        max_insurance_value: 100,
        min_weight_value: 0,
        max_weight_value: 1,
        this_side_up: false,
        liquid: false,
        not_expose_to_frost: false,
        cash_on_delivery: true,
        caution: false,
      });
      expect((await admin.get(PRICES(2))).body.map((p: { id: number }) => p.id)).toEqual([7, 8, 9, 10, 11, 12]);
      expect((await admin.get(PRICES(3))).body.map((p: { courier_id: number }) => p.courier_id)).toEqual([3, 3, 3, 3, 3, 3]);
    });

    it('given the seeded events, then one CourierPriceDefined per row on its courier’s stream, recorded once: a second seeding records nothing', async () => {
      const before = await eventsOf(2);
      expect(before).toHaveLength(6);
      expect(before.every(([type]) => type === 'CourierPriceDefined')).toBe(true);
      expect(await api.app.get(CourierPricesSeeder).seed()).toBe(0);
      expect(await eventsOf(2)).toEqual(before);
    });

    it('given a courier the catalogue does not have, then 404; a courier id that is no number, 422', async () => {
      expect(await admin.get(PRICES(99))).toMatchObject({ status: 404, body: { code: 'courier_price_courier_not_found' } });
      const wrong = await admin.get(PRICES('x'));
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ courierId: ['invalid_type'] });
    });
  });

  describe('one price', () => {
    it('given any courier id in the path, then the row of that id (the spec’s screen always asks courier 1)', async () => {
      const one = await admin.get(`${PRICES(1)}/8`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ id: 8, courier_id: 2, min_weight_value: 1, max_weight_value: 3 });
      expect((await admin.get(`${PRICES(2)}/8`)).body).toEqual(one.body);
    });

    it('given an unknown id, then 404 courier_price_not_found; an id that is no whole number, 422', async () => {
      expect(await admin.get(`${PRICES(1)}/9999`)).toMatchObject({ status: 404, body: { code: 'courier_price_not_found' } });
      expect((await admin.get(`${PRICES(1)}/0`)).body.errors).toEqual({ id: ['invalid_value'] });
      expect((await admin.get(`${PRICES(1)}/1.5`)).status).toBe(422);
    });
  });

  describe('changing a price', () => {
    it('given new values, then price_updated, the list and the row show them, and one CourierPriceChanged records the whole row', async () => {
      const body = bodyFor(2, {
        net_price: 15.49,
        max_insurance_value: 50,
        caution: true,
        liquid: 1,
        this_side_up: 'true',
        cash_on_delivery: '0',
      });
      const saved = await admin.put(PRICE, body);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toEqual({ id: 2, courier_id: 1, message: 'price_updated' });
      const expected = {
        ...bodyFor(2),
        net_price: 15.49,
        max_insurance_value: 50,
        caution: true,
        liquid: true,
        this_side_up: true,
        cash_on_delivery: false,
      };
      expect((await admin.get(PRICES(1))).body[1]).toEqual({ ...expected, courier_id: 1 });
      expect((await admin.get(`${PRICES(1)}/2`)).body).toEqual({ ...expected, courier_id: 1 });
      const { id: _id, ...terms } = expected;
      expect((await eventsOf(1)).filter(([type]) => type === 'CourierPriceChanged')).toEqual([
        ['CourierPriceChanged', { priceId: 2, courierId: 1, terms }],
      ]);
      // The same values again change nothing and record nothing.
      expect((await admin.put(PRICE, expected)).body.message).toBe('price_updated');
      expect((await eventsOf(1)).filter(([type]) => type === 'CourierPriceChanged')).toHaveLength(1);
    });

    it('given numbers as text and flags left out, then the numbers are read and the missing flags are false', async () => {
      const saved = await admin.put(PRICE, {
        id: 9,
        net_price: '19.9',
        vat_percentage: '23',
        max_insurance_value: '80',
        min_weight_value: '3',
        max_weight_value: '5',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.courier_id).toBe(2);
      expect((await admin.get(`${PRICES(2)}/9`)).body).toMatchObject({ net_price: 19.9, max_insurance_value: 80, cash_on_delivery: false });
    });

    it('given two admins changing different rows of one table at once, then both changes are kept', async () => {
      const [a, b] = await Promise.all([
        admin.put(PRICE, bodyFor(13, { net_price: 1.11 })),
        admin.put(PRICE, bodyFor(14, { net_price: 2.22 })),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const list = (await admin.get(PRICES(3))).body as { id: number; net_price: number }[];
      expect(list.filter((p) => p.id === 13 || p.id === 14).map((p) => p.net_price)).toEqual([1.11, 2.22]);
    });

    it('given an unknown id, then 404 courier_price_not_found', async () => {
      expect(await admin.put(PRICE, bodyFor(1, { id: 9999 }))).toMatchObject({ status: 404, body: { code: 'courier_price_not_found' } });
    });
  });

  describe('validation (spec/03 §5, §9): 422 with a field map', () => {
    const unchanged = async () => expect((await admin.get(`${PRICES(1)}/5`)).body).toMatchObject(bodyFor(5));

    it('given an empty body, then every required value is required', async () => {
      const empty = await admin.put(PRICE, {});
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toEqual({
        id: ['required'],
        net_price: ['required'],
        vat_percentage: ['required'],
        max_insurance_value: ['required'],
        min_weight_value: ['required'],
        max_weight_value: ['required'],
      });
      expect((await admin.put(PRICE, bodyFor(5, { net_price: '', max_weight_value: null }))).body.errors).toEqual({
        net_price: ['required'],
        max_weight_value: ['required'],
      });
    });

    it('given values below 0 or above 100, then too_small and too_big on each field', async () => {
      const below = await admin.put(
        PRICE,
        bodyFor(5, { net_price: -1, vat_percentage: -1, max_insurance_value: -0.01, min_weight_value: -1, max_weight_value: -1 }),
      );
      expect(below.body.errors).toEqual({
        net_price: ['too_small'],
        vat_percentage: ['too_small'],
        max_insurance_value: ['too_small'],
        min_weight_value: ['too_small'],
        max_weight_value: ['too_small'],
      });
      const above = await admin.put(
        PRICE,
        bodyFor(5, {
          net_price: 100_001,
          vat_percentage: 101,
          max_insurance_value: 100.01,
          min_weight_value: 101,
          max_weight_value: 1e308,
        }),
      );
      expect(above.body.errors).toEqual({
        net_price: ['too_big'],
        vat_percentage: ['too_big'],
        max_insurance_value: ['too_big'],
        min_weight_value: ['too_big'],
        max_weight_value: ['too_big'],
      });
      // The edges are taken.
      expect((await admin.put(PRICE, bodyFor(6, { max_insurance_value: 100, max_weight_value: 100, min_weight_value: 0 }))).status).toBe(
        200,
      );
      await unchanged();
    });

    it('given a net price with more than two decimals, text that is no number or a flag that is no yes/no, then invalid_value / invalid_type', async () => {
      const wrong = await admin.put(PRICE, bodyFor(5, { net_price: 12.345, vat_percentage: 'abc', caution: 'yes', liquid: 2 }));
      expect(wrong.body.errors).toEqual({
        net_price: ['invalid_value'],
        vat_percentage: ['invalid_type'],
        caution: ['invalid_value'],
        liquid: ['invalid_value'],
      });
      await unchanged();
    });

    it('given a minimum weight not below the maximum, then courier_price_weight_range_invalid on max_weight_value', async () => {
      const wrong = await admin.put(PRICE, bodyFor(5, { min_weight_value: 20, max_weight_value: 10 }));
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ max_weight_value: ['courier_price_weight_range_invalid'] });
      await unchanged();
    });
  });

  describe('roles', () => {
    const calls: [string, string, unknown?][] = [
      ['GET', PRICES(1)],
      ['GET', `${PRICES(1)}/1`],
      ['PUT', PRICE, bodyFor(4, { net_price: 0.01 })],
    ];
    it('given a warehouse worker or a client, then 403; anonymous 401; nothing is changed', async () => {
      for (const [method, path, body] of calls) {
        for (const [who, as, status] of [
          ['worker', worker, 403],
          ['client', client, 403],
          ['anonymous', anonymous, 401],
        ] as const) {
          const answer = await (method === 'GET' ? as.get(path) : as.put(path, body));
          expect(answer.status, `${who} ${method} ${path}`).toBe(status);
        }
      }
      expect((await admin.get(`${PRICES(1)}/4`)).body.net_price).toBe(bodyFor(4).net_price);
    });
  });
});

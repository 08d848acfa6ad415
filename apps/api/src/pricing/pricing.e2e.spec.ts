import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDateIn, priceListStream } from '@parcel/domain';
import {
  caller,
  clientForm,
  readEverything,
  registerConfirmed,
  SEEDED,
  shiftableClock,
  startTestApi,
  type Caller,
  type TestApi,
} from '../testing/index.js';
import { PriceListActivationJob } from './activate-price-lists/price-list-activation.job.js';
import { PriceLists } from './price-lists.js';
import { PutPriceListInUse } from './put-price-list-in-use/put-price-list-in-use.js';

const BASE = '/api/app/v1/operational_price_list';

/** A complete list body as the console's form sends it (new-list defaults, a percent COD surcharge). */
const body = (overrides: Record<string, unknown> = {}) => ({
  name: `Cennik ${randomUUID().slice(0, 6)}`,
  special_association: 'standard',
  begin_date: '2026-01-01',
  currency: 'PLN',
  specific_factors_currency: 'RON',
  id_country: 1,
  id_courier: null,
  cod_account_factor: { type: 'percent', value: '1.5', minimal: '2.00', maximal: '30' },
  insurance_account_factor: { type: 'lump_sum', value: 3, minimal: 5, maximal: 1 },
  weight_thresholds: [3, 5, 15, 20, 30].map((limiting_threshold, i) => ({ limiting_threshold, base_amount: 10 + i })),
  ...overrides,
});

/** The operational price lists end to end (spec/03 §4, §5, §7, §8). */
describe('operational price lists', () => {
  const clock = shiftableClock();
  let api: TestApi;
  let admin: Caller;
  let worker: Caller;
  let client: Caller;
  let today: string;

  beforeAll(async () => {
    // The scheduler is run by hand below (runOnce); at 0 it neither runs at start nor on a timer.
    api = await startTestApi({ clock, env: { PRICE_LIST_ACTIVATION_INTERVAL_MS: '0' } });
    admin = caller(api, (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token);
    worker = caller(api, (await api.login(SEEDED.worker.email, SEEDED.worker.password)).token);
    const email = `pricing-client-${randomUUID().slice(0, 8)}@example.com`;
    await registerConfirmed(api, email, 'client-password');
    client = caller(api, (await api.login(email, 'client-password')).token);
    today = calendarDateIn(clock.now());
  });

  afterAll(async () => {
    await api?.close();
  });

  const create = async (type: 'income' | 'cost', overrides: Record<string, unknown> = {}): Promise<number> => {
    const created = await admin.post(`${BASE}/${type}`, body(overrides));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), message: 'Utworzono pomyślnie!' });
    return created.body.id;
  };
  // The list's own stream (reading "all" would not show an append while an older transaction is still open).
  const streamEvents = async (id: number) => (await api.infra.store.readStream(priceListStream(id))).map((e) => [e.type, e.data]);
  const newClient = async (): Promise<number> => {
    const created = await admin.post('/api/client', clientForm());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id;
  };

  describe('the form selects', () => {
    it('the couriers of cost lists, the currencies and the special associations (the same for both types)', async () => {
      expect((await admin.get('/api/app/v1/courier/list')).body).toEqual([
        { id: 1, name: 'Sameday Rumunia' },
        { id: 4, name: 'Sameday Węgry' },
        { id: 5, name: 'Sameday Bułgaria' },
        { id: 10, name: 'Sameday Czechy (cross-border)' },
        { id: 11, name: 'Sameday Słowacja (cross-border)' },
      ]);
      expect((await admin.get('/api/app/v1/currency')).body).toEqual(['PLN', 'EUR', 'RON', 'HUF', 'BGN', 'CZK']);
      const associations = [
        { code: 'standard', name: 'Standardowy' },
        { code: 'return', name: 'Zwroty' },
        { code: 'locker', name: 'Automaty paczkowe' },
        { code: 'emag', name: 'eMAG' },
      ];
      expect((await admin.get(`${BASE}/income/special_associations`)).body).toEqual(associations);
      expect((await admin.get(`${BASE}/cost/special_associations`)).body).toEqual(associations);
      expect((await admin.get(`${BASE}/other/special_associations`)).body).toEqual({
        code: 'validation_failed',
        errors: { type: ['invalid_value'] },
      });
    });
  });

  describe('validation (422 with a field map; nothing recorded)', () => {
    it.each([
      ['a NUL', 'a\u0000b'],
      ['a 100 kB string', 'x'.repeat(100_000)],
      ['an object', {}],
      ['an array', []],
      ['a huge number', 1e308],
      ['a negative number', -1],
    ])('given %s inside a threshold or a surcharge, then 422 on that nested field, nothing recorded', async (_, odd) => {
      const before = (await readEverything(api.infra.store)).length;
      const thresholds = [{ limiting_threshold: odd, base_amount: 10 }, { limiting_threshold: 5, base_amount: odd }];
      const oddThreshold = await admin.post(`${BASE}/income`, body({ weight_thresholds: thresholds }));
      expect(oddThreshold.status).toBe(422);
      expect(Object.keys(oddThreshold.body.errors)).toEqual(
        expect.arrayContaining(['weight_thresholds.0.limiting_threshold', 'weight_thresholds.1.base_amount']),
      );
      const oddSurcharge = await admin.post(`${BASE}/income`, body({ cod_account_factor: { type: odd, value: odd, minimal: 1, maximal: 2 } }));
      expect(oddSurcharge.status).toBe(422);
      expect(Object.keys(oddSurcharge.body.errors)).toEqual(expect.arrayContaining(['cod_account_factor.type', 'cod_account_factor.value']));
      expect((await readEverything(api.infra.store)).length).toBe(before);
    });

    it('given a missing name, thresholds not ascending, a percent minimal above its maximal, then each on its field', async () => {
      const before = (await readEverything(api.infra.store)).length;
      expect((await admin.post(`${BASE}/income`, body({ name: ' ' }))).body).toEqual({
        code: 'validation_failed',
        errors: { name: ['required'] },
      });
      const thresholds = [
        { limiting_threshold: 3, base_amount: 1 },
        { limiting_threshold: 3, base_amount: 1 },
        { limiting_threshold: 2, base_amount: 1 },
      ];
      expect((await admin.post(`${BASE}/income`, body({ weight_thresholds: thresholds }))).body.errors).toEqual({
        'weight_thresholds.1.limiting_threshold': ['thresholds_not_ascending'],
        'weight_thresholds.2.limiting_threshold': ['thresholds_not_ascending'],
      });
      const percent = { type: 'percent', value: 1, minimal: 10, maximal: 5 };
      const refused = await admin.post(`${BASE}/income`, body({ cod_account_factor: percent }));
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ 'cod_account_factor.maximal': ['min_above_max'] });
      expect((await admin.post(`${BASE}/income`, body({ weight_thresholds: [] }))).body.errors).toEqual({
        weight_thresholds: ['required'],
      });
      // (The contract answers a missing currency select as invalid_value.)
      expect((await admin.post(`${BASE}/income`, {})).body.errors).toMatchObject({
        name: ['required'],
        begin_date: ['required'],
        currency: ['invalid_value'],
      });
      expect((await readEverything(api.infra.store)).length).toBe(before);
    });

    it('given an income list without a country, a cost list without a courier, an unknown client, then on id_country, id_courier, id_client', async () => {
      expect(await admin.post(`${BASE}/income`, body({ id_country: null }))).toMatchObject({
        status: 422,
        body: { errors: { id_country: ['price_list_country_required'] } },
      });
      expect((await admin.post(`${BASE}/income`, body({ id_country: 2 }))).body.errors).toEqual({
        id_country: ['price_list_country_required'],
      });
      expect((await admin.post(`${BASE}/cost`, body({ id_courier: '' }))).body.errors).toEqual({
        id_courier: ['price_list_courier_required'],
      });
      expect((await admin.post(`${BASE}/income`, body({ id_client: 2_000_000_000 }))).body.errors).toEqual({
        id_client: ['price_list_client_not_found'],
      });
    });
  });

  describe('a default list: create, read, change, list', () => {
    it('given a list created, then one answers it with its defaults and numbered thresholds; PUT changes it; the list of defaults (client 0) shows it', async () => {
      const id = await create('income', { begin_date: addDays(today, -30), name: 'Rumunia podstawowy' });
      const one = await admin.get(`${BASE}/income/one/${id}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({
        id,
        id_client: null,
        type: 'income',
        name: 'Rumunia podstawowy',
        special_association: 'standard',
        id_country: 1,
        id_courier: null,
        begin_date: addDays(today, -30),
        currency: 'PLN',
        specific_factors_currency: 'RON',
        deactivated_at: null,
        used: false,
        active: true,
        cod_account_factor: { type: 'percent', value: 1.5, minimal: 2, maximal: 30 },
        // Minimal and maximal mean nothing for a lump sum: kept null.
        insurance_account_factor: { type: 'lump_sum', value: 3, minimal: null, maximal: null },
        oversize_account_factor: { type: 'lump_sum', value: 0, minimal: null, maximal: null },
      });
      expect(one.body.weight_thresholds[0]).toEqual({ id: 1, limiting_threshold: 3, base_amount: 10 });
      expect(one.body.weight_thresholds).toHaveLength(5);
      // Saved with a begin date already reached: activated in the same append, today.
      expect((await streamEvents(id)).map(([type]) => type)).toEqual(['OperationalPriceListCreated', 'OperationalPriceListActivated']);
      expect((await admin.get(`${BASE}/cost/one/${id}`)).body).toEqual({ code: 'price_list_not_found' });
      expect((await admin.get(`${BASE}/income/one/2000000000`)).status).toBe(404);

      const changed = await admin.put(`${BASE}/income`, body({ id, name: 'Rumunia 2026', begin_date: addDays(today, -30), id_courier: 4 }));
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toEqual({ id, message: 'Zmodyfikowano pomyślnie!' });
      expect((await admin.get(`${BASE}/income/one/${id}`)).body).toMatchObject({ name: 'Rumunia 2026', id_courier: null });
      expect((await admin.put(`${BASE}/income`, body({ id: 2_000_000_000 }))).status).toBe(404);
      expect((await admin.put(`${BASE}/cost`, body({ id, id_courier: 1 }))).body).toEqual({ code: 'price_list_not_found' });

      const page = await admin.post(`${BASE}/income/list/0`, {});
      expect(page.status).toBe(200);
      expect(page.body.data).toContainEqual({
        id,
        id_client: null,
        name: 'Rumunia 2026',
        special_association: 'standard',
        id_country: 1,
        country_name: 'Rumunia',
        id_courier: null,
        courier_name: null,
        begin_date: addDays(today, -30),
        currency: 'PLN',
        deactivated_at: null,
        active: true,
        used: false,
      });
      expect((await admin.post(`${BASE}/cost/list/0`, {})).body.data.map((r: { id: number }) => r.id)).not.toContain(id);
      const searched = await admin.post(`${BASE}/income/list/0`, { search: { value: 'rumunia 20' } });
      expect(searched.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
    });

    it('given more than 25 lists, then 25 a page, newest begin date first', async () => {
      const ids: number[] = [];
      for (let day = 0; day < 26; day++) ids.push(await create('cost', { id_courier: 5, begin_date: addDays('2030-01-01', day) }));
      const first = await admin.post(`${BASE}/cost/list/0`, { draw: 3 });
      expect(first.body).toMatchObject({ draw: 3, recordsTotal: 26, recordsFiltered: 26 });
      expect(first.body.data).toHaveLength(25);
      expect(first.body.data[0]).toMatchObject({
        id: ids[25],
        begin_date: '2030-01-26',
        courier_name: 'Sameday Bułgaria',
        country_name: null,
      });
      expect((await admin.post(`${BASE}/cost/list/0`, { start: 25 })).body.data.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
      const ascending = await admin.post(`${BASE}/cost/list/0`, { order: [{ column: 'begin_date', dir: 'asc' }], length: 2 });
      expect(ascending.body.data.map((r: { id: number }) => r.id)).toEqual([ids[0], ids[1]]);
    });
  });

  describe('the lists in effect', () => {
    it('given a list of a future begin date, then it is not active; the newest begun one of its group is', async () => {
      const older = await create('income', { id_country: 3, begin_date: addDays(today, -20) });
      const newer = await create('income', { id_country: 3, begin_date: today });
      const future = await create('income', { id_country: 3, begin_date: addDays(today, 1) });
      const active = (await admin.get(`${BASE}/income/current_active`)).body as number[];
      expect(active).toContain(newer);
      expect(active).not.toContain(older);
      expect(active).not.toContain(future);
      expect((await admin.get(`${BASE}/income/one/${future}`)).body.active).toBe(false);
      // The future list is pending: only Created.
      expect((await streamEvents(future)).map(([type]) => type)).toEqual(['OperationalPriceListCreated']);

      const current = await admin.get(`${BASE}/income/current_active/standard?id_country=3`);
      expect(current.status).toBe(200);
      expect(current.body).toMatchObject({ id: newer, active: true, id_country: 3 });
      expect(await admin.get(`${BASE}/income/current_active/locker?id_country=3`)).toMatchObject({
        status: 404,
        body: { code: 'no_active_default_price_list', message: 'Brak aktywnego domyślnego cennika!' },
      });
      expect((await admin.get(`${BASE}/income/current_active/standard?id_country=11`)).status).toBe(404);
      expect((await admin.get(`${BASE}/income/current_active/standard`)).status).toBe(404);
      expect((await admin.get(`${BASE}/income/current_active/other?id_country=3`)).status).toBe(422);
    });

    it('given a cost list, then current_active/{association}?id_courier= finds it', async () => {
      const id = await create('cost', { id_courier: 11, special_association: 'locker', begin_date: addDays(today, -1) });
      expect((await admin.get(`${BASE}/cost/current_active/locker?id_courier=11`)).body).toMatchObject({
        id,
        id_courier: 11,
        id_country: null,
      });
      expect((await admin.get(`${BASE}/cost/current_active`)).body).toContain(id);
    });

    it('given a list saved for tomorrow, then the scheduler records its activation tomorrow, once', async () => {
      const id = await create('income', { id_country: 10, begin_date: addDays(today, 1) });
      const job = api.app.get(PriceListActivationJob);
      expect(await job.runOnce()).not.toContain(id);
      clock.shiftMs = 24 * 3_600_000;
      try {
        expect(await job.runOnce()).toContain(id);
        expect(await job.runOnce()).toEqual([]);
      } finally {
        clock.shiftMs = 0;
      }
      expect(await streamEvents(id)).toEqual([
        ['OperationalPriceListCreated', expect.anything()],
        ['OperationalPriceListActivated', { priceListId: id, activatedOn: addDays(today, 1) }],
      ]);
    });
  });

  describe('a list in use', () => {
    it('given a list not used, then check answers used false (0: a new list); once it priced a shipment, used true, and PUT and DELETE answer 409 with the warning', async () => {
      const id = await create('income', { id_country: 4, begin_date: addDays(today, -3) });
      expect((await admin.get(`${BASE}/income/check/${id}`)).body).toEqual({ used: false });
      expect((await admin.get(`${BASE}/income/check/0`)).body).toEqual({ used: false });
      expect((await admin.get(`${BASE}/income/check/2000000000`)).status).toBe(404);

      const putInUse = api.app.get(PutPriceListInUse);
      expect(await putInUse.run(id, 501, clock.now().toISOString())).toBeDefined();
      // Idempotent: a second shipment records nothing.
      expect(await putInUse.run(id, 502, clock.now().toISOString())).toBeUndefined();
      expect((await streamEvents(id)).filter(([type]) => type === 'OperationalPriceListPutInUse')).toEqual([
        ['OperationalPriceListPutInUse', { priceListId: id, shipmentId: 501, at: expect.any(String) }],
      ]);
      await expect.poll(async () => (await admin.get(`${BASE}/income/check/${id}`)).body, { timeout: 5000 }).toEqual({ used: true });

      const inUse = { code: 'price_list_in_use', message: 'Cennik jest już aktualnie w użyciu' };
      expect(await admin.put(`${BASE}/income`, body({ id, id_country: 4 }))).toMatchObject({ status: 409, body: inUse });
      expect(await admin.del(`${BASE}/income`, { id })).toMatchObject({ status: 409, body: inUse });
      expect((await admin.get(`${BASE}/income/one/${id}`)).body).toMatchObject({ used: true, name: expect.any(String) });
      // Accounting reads it as it is.
      expect((await api.app.get(PriceLists).all()).find((l) => l.id === id)).toMatchObject({
        id,
        deactivatedAt: null,
        terms: { countryId: 4 },
      });
    });
  });

  describe('client lists', () => {
    it('given a client list, then it is listed under its client; deactivated, it is no longer active and the default prices; a second deactivation is price_list_not_active', async () => {
      const clientId = await newClient();
      const defaultList = await create('cost', { id_courier: 10, begin_date: addDays(today, -5) });
      const clientList = await create('cost', { id_client: clientId, id_courier: 10, begin_date: addDays(today, -1) });
      const rows = (await admin.post(`${BASE}/cost/list/${clientId}`, {})).body.data;
      expect(rows).toEqual([
        expect.objectContaining({ id: clientList, id_client: clientId, active: true, courier_name: 'Sameday Czechy (cross-border)' }),
      ]);
      expect((await admin.post(`${BASE}/cost/list/0`, {})).body.data.map((r: { id: number }) => r.id)).not.toContain(clientList);
      expect((await admin.post(`${BASE}/cost/list/2147483648`, {})).status).toBe(200);

      // Its client is fixed.
      expect((await admin.put(`${BASE}/cost`, body({ id: clientList, id_courier: 10 }))).body.errors).toEqual({
        id_client: ['price_list_client_fixed'],
      });

      expect(await admin.patch(`${BASE}/cost`, { id: defaultList })).toMatchObject({
        status: 422,
        body: { code: 'price_list_not_client' },
      });
      const deactivated = await admin.patch(`${BASE}/cost`, { id: clientList });
      expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
      expect(deactivated.body).toEqual({ message: 'Powrócono do korzystania z głównego cennika!' });
      const one = (await admin.get(`${BASE}/cost/one/${clientList}`)).body;
      expect(one).toMatchObject({ active: false, deactivated_at: expect.any(String) });
      expect((await admin.get(`${BASE}/cost/current_active`)).body).not.toContain(clientList);
      expect(await admin.patch(`${BASE}/cost`, { id: clientList })).toMatchObject({ status: 422, body: { code: 'price_list_not_active' } });

      // A future client list is not active yet: nothing to deactivate.
      const future = await create('cost', { id_client: clientId, id_courier: 1, begin_date: addDays(today, 5) });
      expect(await admin.patch(`${BASE}/cost`, { id: future })).toMatchObject({ status: 422, body: { code: 'price_list_not_active' } });
    });
  });

  describe('delete', () => {
    it('given an unused list, then it is deleted: gone from one, check and the list; a second delete is 404', async () => {
      const id = await create('income', { id_country: 11, begin_date: addDays(today, 2) });
      const deleted = await admin.del(`${BASE}/income`, { id });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ message: 'Usunięto pomyślnie!' });
      expect((await admin.get(`${BASE}/income/one/${id}`)).status).toBe(404);
      expect((await admin.get(`${BASE}/income/check/${id}`)).status).toBe(404);
      expect((await admin.post(`${BASE}/income/list/0`, { length: 500 })).body.data.map((r: { id: number }) => r.id)).not.toContain(id);
      expect((await admin.del(`${BASE}/income`, { id })).status).toBe(404);
      expect((await admin.del(`${BASE}/income`, { id: 'x' })).status).toBe(422);
    });
  });

  describe('roles', () => {
    it('given a warehouse worker or a client, then 403 and nothing is recorded', async () => {
      const before = (await readEverything(api.infra.store)).length;
      for (const as of [worker, client]) {
        expect((await as.post(`${BASE}/income`, body())).status).toBe(403);
        expect((await as.get(`${BASE}/income/current_active`)).status).toBe(403);
        expect((await as.get('/api/app/v1/courier/list')).status).toBe(403);
      }
      expect((await readEverything(api.infra.store)).length).toBe(before);
    });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_STATUS_TYPES } from '@parcel/domain';
import { caller, readEverything, registerConfirmed, SEEDED, startTestApi, type Caller, type TestApi } from '../testing/index.js';
import { StatusTypesSeeder } from './seed-status-types.js';
import { StatusTypes } from './status-types.js';

const TYPES = '/api/app/v1/status_type';
const GROUPS = '/api/app/v1/status_type_group';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Czeka na odbiór',
  displayed_name: 'Czeka na odbiór w punkcie',
  displayed_name_ro: 'Așteaptă ridicarea',
  internal: 0,
  ...overrides,
});

/** Status types and groups end to end (spec/02 §7, spec/03 §7). */
describe('status types (statuses)', () => {
  let api: TestApi;
  let admin: Caller;
  let worker: Caller;
  let client: Caller;
  let anonymous: Caller;

  beforeAll(async () => {
    api = await startTestApi();
    admin = caller(api, (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token);
    worker = caller(api, (await api.login(SEEDED.worker.email, SEEDED.worker.password)).token);
    const email = `status-client-${randomUUID().slice(0, 8)}@example.com`;
    await registerConfirmed(api, email, 'client-password');
    client = caller(api, (await api.login(email, 'client-password')).token);
    anonymous = caller(api, undefined);
  });

  afterAll(async () => {
    await api?.close();
  });

  const create = async (overrides: Record<string, unknown> = {}): Promise<number> => {
    const created = await admin.post(TYPES, form(overrides));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id;
  };

  describe('the seeded catalogue', () => {
    it('given a fresh start, then every seeded type is readable at once with its id, system id, names, group and repeatable', async () => {
      const table = await admin.post(`${TYPES}/datatable`, {});
      expect(table.status).toBe(200);
      expect(table.body.recordsTotal).toBe(SEEDED_STATUS_TYPES.length);
      for (const seeded of SEEDED_STATUS_TYPES) {
        const one = await admin.get(`${TYPES}/${seeded.id}`);
        expect(one.body).toEqual({
          id: seeded.id,
          name: seeded.name,
          displayed_name: seeded.displayed_name,
          displayed_name_ro: seeded.displayed_name_ro,
          internal: seeded.internal,
          id_courier: 1,
          system_id: seeded.system_id,
          code: seeded.code,
          group_id: seeded.group_id,
          repeatable: seeded.repeatable,
        });
      }
    });

    it('given the seed runs again (a restart), then nothing new is recorded', async () => {
      const defined = async () =>
        (await readEverything(api.infra.store)).filter((e) => e.type === 'StatusTypeDefined' && e.streamId.startsWith('status-type-'));
      const before = (await defined()).length;
      expect(before).toBeGreaterThanOrEqual(SEEDED_STATUS_TYPES.length);
      expect(await api.app.get(StatusTypesSeeder).seed()).toBe(0);
      expect((await defined()).length).toBe(before);
    });

    it('by system id: the type, 404 for an unknown one, 422 for one that is no system id', async () => {
      const known = await worker.get(`${TYPES}/by-system-id/unknown_problem_detected`);
      expect(known.status).toBe(200);
      expect(known.body).toMatchObject({ id: 91, system_id: 'unknown_problem_detected', internal: 1, group_id: 7 });
      expect(await admin.get(`${TYPES}/by-system-id/no_such_status`)).toMatchObject({
        status: 404,
        body: { code: 'status_type_not_found' },
      });
      const odd = await admin.get(`${TYPES}/by-system-id/DROP%20TABLE`);
      expect(odd.status).toBe(422);
      expect(odd.body.errors).toEqual({ systemId: ['invalid_value'] });
    });
  });

  describe('creating, changing and deleting', () => {
    it('given the form, then the new type gets a number from 1000, is ours, repeatable, without system id', async () => {
      const created = await admin.post(TYPES, form({ code: 'WAIT', group_id: '3', internal: '1' }));
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: expect.any(Number), message: 'status_created' });
      expect(created.body.id).toBeGreaterThanOrEqual(1000);
      const read = await admin.get(`${TYPES}/${created.body.id}`);
      expect(read.body).toEqual({
        id: created.body.id,
        ...form({ internal: 1 }),
        id_courier: 1,
        system_id: null,
        code: 'WAIT',
        group_id: 3,
        repeatable: true,
      });
    });

    it('given two admins adding at once, then each type gets its own number', async () => {
      const ids = await Promise.all([1, 2, 3, 4].map((n) => create({ name: `Równoległy ${n}` })));
      expect(new Set(ids).size).toBe(4);
      for (const id of ids) expect((await admin.get(`${TYPES}/${id}`)).status).toBe(200);
    });

    it('given missing or wrong fields, then 422 with a field map, and nothing is added', async () => {
      const before = (await admin.post(`${TYPES}/datatable`, {})).body.recordsTotal;
      const empty = await admin.post(TYPES, {});
      expect(empty.status).toBe(422);
      expect(empty.body).toEqual({
        code: 'validation_failed',
        errors: { name: ['required'], displayed_name: ['required'], displayed_name_ro: ['required'], internal: ['required'] },
      });
      const wrong = await admin.post(TYPES, form({ internal: 2, name: 'x'.repeat(256), id_courier: 0 }));
      expect(wrong.body.errors).toEqual({ internal: ['invalid_value'], name: ['too_long'], id_courier: ['invalid_value'] });
      const group = await admin.post(TYPES, form({ group_id: 99 }));
      expect(group.status).toBe(422);
      expect(group.body.errors).toEqual({ group_id: ['status_group_unknown'] });
      expect((await admin.post(`${TYPES}/datatable`, {})).body.recordsTotal).toBe(before);
    });

    it('given a change, then the type reads the new details; the same details again record nothing', async () => {
      const id = await create();
      const changed = await admin.put(TYPES, { id: String(id), ...form({ name: 'Odbiór', internal: true, code: ' K1 ', group_id: 4 }) });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toEqual({ message: 'status_updated' });
      expect((await admin.get(`${TYPES}/${id}`)).body).toMatchObject({
        name: 'Odbiór',
        internal: 1,
        code: 'K1',
        group_id: 4,
        system_id: null,
      });

      const events = async () => (await api.infra.store.readStream(`status-type-${id}`)).length;
      const count = await events();
      expect((await admin.put(TYPES, { id, ...form({ name: 'Odbiór', internal: 1, code: 'K1', group_id: 4 }) })).status).toBe(200);
      expect(await events()).toBe(count);
    });

    it('given a seeded type, when renamed without code and group, then its id, system id, code, group and repeatable stay', async () => {
      const renamed = await admin.put(TYPES, { id: 62, ...form({ name: 'Doręczona do adresata' }) });
      expect(renamed.status).toBe(200);
      expect((await admin.get(`${TYPES}/by-system-id/delivered`)).body).toMatchObject({
        id: 62,
        name: 'Doręczona do adresata',
        code: 'DELIVERED',
        group_id: 4,
        repeatable: false,
      });
    });

    it('given code and group sent blank, then they are cleared', async () => {
      const id = await create({ code: 'C1', group_id: 2 });
      expect((await admin.put(TYPES, { id, ...form({ code: '', group_id: null }) })).status).toBe(200);
      expect((await admin.get(`${TYPES}/${id}`)).body).toMatchObject({ code: null, group_id: null });
    });

    it('given an unknown or bad id, then 404 or 422', async () => {
      expect(await admin.put(TYPES, { id: 999_999, ...form() })).toMatchObject({ status: 404, body: { code: 'status_type_not_found' } });
      expect((await admin.put(TYPES, form())).body.errors).toEqual({ id: ['required'] });
      expect((await admin.get(`${TYPES}/999999`)).status).toBe(404);
      expect((await admin.get(`${TYPES}/abc`)).status).toBe(422);
      expect((await admin.get(`${TYPES}/${2 ** 31}`)).body.errors).toEqual({ id: ['invalid_value'] });
    });

    it('given our own added type, when deleted, then it is gone from reads and the table; a second delete is 404', async () => {
      const id = await create({ name: 'Do usunięcia' });
      const removed = await admin.del(TYPES, { id: String(id) });
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expect(removed.body).toEqual({ message: 'status_removed' });
      expect(await admin.get(`${TYPES}/${id}`)).toMatchObject({ status: 404, body: { code: 'status_type_not_found' } });
      const table = await admin.post(`${TYPES}/datatable`, { search: { value: 'Do usunięcia' } });
      expect(table.body.data).toEqual([]);
      expect(await admin.del(TYPES, { id })).toMatchObject({ status: 404, body: { code: 'status_type_not_found' } });
      expect(await admin.put(TYPES, { id, ...form() })).toMatchObject({ status: 404 });
      // Other areas may still read its names (statuses given before the deletion).
      expect(await api.app.get(StatusTypes).byId(id, { includeDeleted: true })).toMatchObject({ id, name: 'Do usunięcia' });
      expect(await api.app.get(StatusTypes).byId(id)).toBeNull();
    });

    it("given a seeded system type or another courier's type, then deletion is refused with its own code", async () => {
      for (const seeded of [55, 1, 91]) {
        expect(await admin.del(TYPES, { id: seeded })).toMatchObject({ status: 409, body: { code: 'status_type_system_protected' } });
      }
      const foreign = await create({ name: 'Status kuriera', id_courier: 4 });
      expect((await admin.get(`${TYPES}/${foreign}`)).body.id_courier).toBe(4);
      expect(await admin.del(TYPES, { id: foreign })).toMatchObject({ status: 409, body: { code: 'status_type_not_own_courier' } });
      expect((await admin.get(`${TYPES}/${foreign}`)).status).toBe(200);
      expect((await admin.del(TYPES, {})).body.errors).toEqual({ id: ['required'] });
    });
  });

  describe('the table', () => {
    it('pages by 25 by default, searches names and codes, sorts by whitelisted columns', async () => {
      for (let n = 0; n < 14; n++) await create({ name: `Tabela ${String(n).padStart(2, '0')}`, code: n === 7 ? 'SZUKANY-KOD' : null });
      const first = await admin.post(`${TYPES}/datatable`, { draw: 3 });
      expect(first.body.draw).toBe(3);
      expect(first.body.data).toHaveLength(25);
      expect(first.body.recordsTotal).toBeGreaterThan(25);
      expect(first.body.recordsFiltered).toBe(first.body.recordsTotal);
      expect(first.body.data[0].id).toBe(1);

      const second = await admin.post(`${TYPES}/datatable`, { start: 25, length: 25 });
      expect(second.body.data.length).toBe(first.body.recordsTotal - 25);

      const search = await admin.post(`${TYPES}/datatable`, { search: { value: 'tabela 0' } });
      expect(search.body.data.map((r: { name: string }) => r.name)).toEqual(
        ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'].map((n) => `Tabela ${n}`).sort(),
      );
      expect(search.body.recordsFiltered).toBe(10);
      const code = await admin.post(`${TYPES}/datatable`, { search: { value: 'szukany-kod' } });
      expect(code.body.data.map((r: { name: string }) => r.name)).toEqual(['Tabela 07']);

      const byName = await admin.post(`${TYPES}/datatable`, { order: [{ column: 'name', dir: 'desc' }], search: { value: 'tabela' } });
      expect(byName.body.data[0].name).toBe('Tabela 13');
      const byIndex = await admin.post(`${TYPES}/datatable`, { order: [{ column: 1, dir: 'asc' }], search: { value: 'tabela' } });
      expect(byIndex.body.data[0].name).toBe('Tabela 00');
    });
  });

  describe('the warehouse select', () => {
    it('offers our non-deleted types, the default 55 first, then by name', async () => {
      const list = await worker.get(`${TYPES}/sorted_for_warehouse_select/3`);
      expect(list.status).toBe(200);
      const rows = list.body as { id: number; name: string; id_courier: number }[];
      expect(rows[0]!.id).toBe(55);
      const rest = rows.slice(1).map((r) => r.name);
      expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(rows.every((r) => r.id_courier === 1)).toBe(true);
      expect(rows.some((r) => r.name === 'Status kuriera')).toBe(false);
      expect(rows.some((r) => r.name === 'Do usunięcia')).toBe(false);
      expect(rows.some((r) => r.id === 91)).toBe(true);
      expect((await worker.get(`${TYPES}/sorted_for_warehouse_select/0`)).status).toBe(422);
    });
  });

  describe('groups', () => {
    it('lists the groups for every role; one group answers its types', async () => {
      for (const who of [admin, worker, client]) {
        const list = await who.get(`${GROUPS}/list`);
        expect(list.status).toBe(200);
        expect(list.body).toHaveLength(7);
        expect(list.body[6]).toEqual({ id: 7, name: 'Problemy', name_ro: 'Probleme' });
      }
      const problems = await client.get(`${GROUPS}/one/7`);
      expect(problems.body).toEqual({ id: 7, name: 'Problemy', name_ro: 'Probleme', status_type_ids: [90, 91] });
      const added = await create({ name: 'Nowy problem', group_id: 7 });
      expect((await admin.get(`${GROUPS}/one/7`)).body.status_type_ids).toEqual([90, 91, added]);
      expect(await admin.get(`${GROUPS}/one/99`)).toMatchObject({ status: 404, body: { code: 'status_group_not_found' } });
      expect((await admin.get(`${GROUPS}/one/x`)).status).toBe(422);
    });
  });

  describe('roles', () => {
    it('admins write and see the table; workers read types; clients read groups only; nobody without a token', async () => {
      for (const [who, status] of [
        [worker, 403],
        [client, 403],
        [anonymous, 401],
      ] as const) {
        expect((await who.post(TYPES, form())).status).toBe(status);
        expect((await who.put(TYPES, { id: 1000, ...form() })).status).toBe(status);
        expect((await who.del(TYPES, { id: 1000 })).status).toBe(status);
        expect((await who.post(`${TYPES}/datatable`, {})).status).toBe(status);
      }
      expect((await worker.get(`${TYPES}/55`)).status).toBe(200);
      expect((await client.get(`${TYPES}/55`)).status).toBe(403);
      expect((await client.get(`${TYPES}/by-system-id/delivered`)).status).toBe(403);
      expect((await client.get(`${TYPES}/sorted_for_warehouse_select/1`)).status).toBe(403);
      expect((await anonymous.get(`${GROUPS}/list`)).status).toBe(401);
    });
  });

  describe('StatusTypes (for other areas)', () => {
    it('answers types by id, by system id and many at once; unknown ones are null or absent', async () => {
      const types = api.app.get(StatusTypes);
      expect(await types.byId(55)).toMatchObject({
        id: 55,
        system_id: 'warehouse_received',
        displayed_name_ro: 'Primită în depozit',
        repeatable: true,
      });
      expect(await types.byId(999_999)).toBeNull();
      expect(await types.bySystemId('known_problem_detected')).toMatchObject({ id: 90, internal: 1 });
      expect(await types.bySystemId('nothing')).toBeNull();
      const many = await types.many([55, 62, 55, 999_999]);
      expect([...many.keys()].sort((a, b) => a - b)).toEqual([55, 62]);
      expect(many.get(62)).toMatchObject({ repeatable: false, group_id: 4 });
      expect((await types.many([])).size).toBe(0);
    });
  });
});

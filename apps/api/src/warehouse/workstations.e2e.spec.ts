import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, readEverything, SEEDED, startTestApi, type Caller, type TestApi } from '../testing/index.js';

const WAREHOUSE = '/api/app/v1/warehouse';
const WORKFLOW = `${WAREHOUSE}/workstation/workflow`;

/** Workstations and workflows end to end (spec/02 §4, §7 "Warehouse"; spec/01 §4 session). */
describe('workstations (warehouse)', () => {
  let api: TestApi;
  let admin: Caller;
  let worker: Caller;
  let workerId: string;

  beforeAll(async () => {
    api = await startTestApi();
    admin = caller(api, (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token);
    const login = await api.login(SEEDED.worker.email, SEEDED.worker.password);
    worker = caller(api, login.token);
    workerId = login.id;
  });

  afterAll(async () => {
    await api?.close();
  });

  let serial = 0;
  const create = async (type = 1): Promise<{ id: number; code: string }> => {
    const code = `ST-${String(++serial).padStart(2, '0')}${String.fromCharCode(65 + (Date.now() % 26))}`;
    const created = await admin.post(`${WAREHOUSE}/workstation/store`, {
      code: code.toLowerCase(),
      workstation_type_id: String(type),
      warehouse_id: 1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { id: created.body.id, code };
  };

  it('given a fresh start, then TYCHY is warehouse 1 and the types are listed', async () => {
    expect((await worker.get(WAREHOUSE)).body).toEqual([{ id: 1, name: 'TYCHY' }]);
    const types = (await worker.get(`${WAREHOUSE}/workstation-types`)).body as { id: number; code: string }[];
    expect(types.map((t) => t.code)).toEqual(['SCAN', 'SORT', 'INTAKE', 'INBOUND', 'PROBLEM']);
  });

  it('given a new workstation, when listed and read, then it shows upper-cased and free', async () => {
    const { id, code } = await create(2);
    expect((await worker.get(`${WAREHOUSE}/workstation/${id}`)).body).toEqual({
      id,
      code,
      workstation_type_id: 2,
      warehouse_id: 1,
      active_user_id: null,
    });
    const sorting = (await worker.get(`${WAREHOUSE}/1/workstation/by-type/2`)).body as { id: number }[];
    expect(sorting.map((w) => w.id)).toContain(id);
    const scanning = (await worker.get(`${WAREHOUSE}/1/workstation/by-type/1`)).body as { id: number }[];
    expect(scanning.map((w) => w.id)).not.toContain(id);
  });

  it('given bad input, then 422 names the field (code shape, taken code, unknown type and warehouse)', async () => {
    const { code } = await create();
    const bad = async (body: Record<string, unknown>, field: string) => {
      const answer = await admin.post(`${WAREHOUSE}/workstation/store`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(Object.keys(answer.body.errors ?? answer.body.fields ?? {})).toContain(field);
    };
    await bad({ code: '1234', workstation_type_id: 1, warehouse_id: 1 }, 'code');
    await bad({ code, workstation_type_id: 1, warehouse_id: 1 }, 'code');
    await bad({ code: 'NEW-1', workstation_type_id: 99, warehouse_id: 1 }, 'workstation_type_id');
    await bad({ code: 'NEW-1', workstation_type_id: 1, warehouse_id: 7 }, 'warehouse_id');
    await bad({ workstation_type_id: 1, warehouse_id: 1 }, 'code');
  });

  it('given a worker scanning a code, then the workstation is set, whoami shows it and the events carry it', async () => {
    const { id, code } = await create();
    expect((await worker.post(WORKFLOW, { code: 'NOPE-1' })).status).toBe(404);
    const claimed = await worker.post(WORKFLOW, { code: code.toLowerCase() });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body).toMatchObject({
      message: 'workstation_set',
      workstation: { id: String(id), code, type: { id: '1', code: 'SCAN' }, warehouse: { id: '1', name: 'TYCHY' } },
    });
    const whoami = await worker.get('/api/whoami');
    expect(whoami.body.workstation).toEqual(claimed.body.workstation);

    // another worker (the admin) is refused with 423; the full info shows who works there
    expect((await admin.post(WORKFLOW, { code })).status).toBe(423);
    const full = (await admin.get(`${WAREHOUSE}/1/workstation/full-info/0`)).body as { id: number; email: string | null }[];
    expect(full.find((w) => w.id === id)?.email).toBe(SEEDED.worker.email);

    // leaving: 'manual'; the admin's next write carries no workstation, the worker's leave carried it
    const left = await worker.del(WORKFLOW, {});
    expect(left.body).toEqual({ message: 'workstation_left' });
    expect((await worker.get('/api/whoami')).body.workstation).toBeNull();
    const events = await readEverything(api.infra.store);
    const released = events.filter((e) => e.type === 'WorkstationReleased' && (e.data as { workstationId: number }).workstationId === id);
    expect(released.map((e) => (e.data as { endType: string }).endType)).toEqual(['manual']);
    expect(released[0]!.metadata).toMatchObject({ workstation: code, warehouse: 'TYCHY' });
    const history = (await admin.get(`${WORKFLOW}/${id}`)).body as { email: string; end_type: string | null; end_at: string | null }[];
    expect(history).toEqual([expect.objectContaining({ email: SEEDED.worker.email, end_type: 'manual' })]);
  });

  it('given a worker at a workstation, when the worker logs in again elsewhere, then the login answers with that workstation', async () => {
    const { id, code } = await create();
    await worker.post(WORKFLOW, { code });
    const again = await api.login(SEEDED.worker.email, SEEDED.worker.password);
    expect(again.workstation).toMatchObject({ id: String(id), code, warehouse: { name: 'TYCHY' } });
    await worker.del(WORKFLOW, {});
    expect((await api.login(SEEDED.worker.email, SEEDED.worker.password)).workstation).toBeNull();
  });

  it('given a worker at one workstation claiming another, then the first is left with end type switch', async () => {
    const first = await create();
    const second = await create();
    await worker.post(WORKFLOW, { code: first.code });
    expect((await worker.post(WORKFLOW, { code: second.code })).status).toBe(200);
    const history = (await admin.get(`${WORKFLOW}/${first.id}`)).body as { end_type: string | null }[];
    expect(history[0]!.end_type).toBe('switch');
    await worker.del('/api/app/v1/workflow', { type: 'manual' });
  });

  it('given an admin ending a worker workflow, then end type admin; again: 404', async () => {
    const { id, code } = await create();
    await worker.post(WORKFLOW, { code });
    const ended = await admin.del(`${WORKFLOW}/end-by-admin`, { user_id: workerId, type: 'manual' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect((await admin.get(`${WORKFLOW}/${id}`)).body[0].end_type).toBe('admin');
    expect((await admin.del(`${WORKFLOW}/end-by-admin`, { user_id: workerId })).status).toBe(404);
  });

  it('given a deleted workstation, then its worker is let go and its code answers 404', async () => {
    const { id, code } = await create();
    await worker.post(WORKFLOW, { code });
    expect((await admin.del(`${WAREHOUSE}/workstation`, { workstation_id: String(id) })).status).toBe(200);
    expect((await worker.get('/api/whoami')).body.workstation).toBeNull();
    expect((await admin.get(`${WORKFLOW}/${id}`)).status).toBe(404);
    expect((await worker.post(WORKFLOW, { code })).status).toBe(404);
  });

  it('given a worker logging out, then the workflow ends with end type logout', async () => {
    const { id, code } = await create();
    const login = await api.login(SEEDED.worker.email, SEEDED.worker.password);
    const session = caller(api, login.token);
    await session.post(WORKFLOW, { code });
    expect((await session.post('/api/user/logout', {})).status).toBe(200);
    await expect.poll(async () => (await admin.get(`${WORKFLOW}/${id}`)).body[0]?.end_type, { timeout: 10_000 }).toBe('logout');
  });

  it('given the workflow history table, then 5 a page, newest first, filterable by workstation', async () => {
    const table = await admin.post(`${WORKFLOW}/history`, { length: 5 });
    expect(table.status).toBe(200);
    expect(table.body.data.length).toBeLessThanOrEqual(5);
    expect(table.body.recordsTotal).toBeGreaterThanOrEqual(5);
    const starts = (table.body.data as { start_at: string }[]).map((r) => r.start_at);
    expect([...starts].sort().reverse()).toEqual(starts);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_SECTORS } from '@parcel/domain';
import { caller, SEEDED, startTestApi, type Caller, type TestApi } from '../../testing/index.js';

const SECTORS = '/api/app/v1/problematic-sector';

/** Problematic sector types end to end (spec/02 §3, §7 "Problematic sectors"). */
describe('problematic sectors (warehouse)', () => {
  let api: TestApi;
  let admin: Caller;
  let worker: Caller;

  beforeAll(async () => {
    api = await startTestApi();
    admin = caller(api, (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token);
    worker = caller(api, (await api.login(SEEDED.worker.email, SEEDED.worker.password)).token);
  });
  afterAll(() => api?.close());

  it('given a fresh start, then the six seeded sectors are listed with their fixed ids and protected', async () => {
    const list = await worker.get(`${SECTORS}/list`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      SEEDED_SECTORS.map((s) => ({
        id: s.id,
        code: s.code,
        name: s.name,
        warehouse_id: 1,
        internal: 0,
        status_type_id: s.statusTypeId,
        protected: true,
      })),
    );
  });

  it('given a worker, when a sector is added, then it takes an id from 100, is listed, and its code is taken in its warehouse', async () => {
    const created = await worker.post(SECTORS, { code: 'pal-1', name: 'Paleta do weryfikacji', internal: '0', status_type_id: '90' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), message: 'problematic_sector_created' });
    expect(created.body.id).toBeGreaterThanOrEqual(100);
    const list = (await admin.get(`${SECTORS}/list?warehouse_id=1`)).body as { id: number; code: string; protected: boolean }[];
    expect(list.find((s) => s.id === created.body.id)).toMatchObject({
      code: 'PAL-1',
      warehouse_id: 1,
      protected: false,
      status_type_id: 90,
    });
    const again = await admin.post(SECTORS, { code: 'PAL-1', name: 'Inna', internal: 0, status_type_id: 90 });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ['problematic_sector_code_taken'] });
    const seededCode = await admin.post(SECTORS, { code: '3', name: 'Inna', internal: 0, status_type_id: 90 });
    expect(seededCode.body.errors).toEqual({ code: ['problematic_sector_code_taken'] });
  });

  it('given bad input, then 422 names every field (unknown status type and warehouse too)', async () => {
    const empty = await worker.post(SECTORS, {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['code', 'internal', 'name', 'status_type_id']);
    const unknownType = await worker.post(SECTORS, { code: 'X1', name: 'X', internal: 1, status_type_id: 999_999 });
    expect(unknownType.body.errors).toEqual({ status_type_id: ['status_type_unknown'] });
    const unknownWarehouse = await worker.post(SECTORS, { code: 'X1', name: 'X', internal: 1, status_type_id: 90, warehouse_id: 7 });
    expect(unknownWarehouse.body.errors).toEqual({ warehouse_id: ['warehouse_unknown'] });
    const badCode = await worker.post(SECTORS, { code: 'ą b', name: 'X', internal: 1, status_type_id: 90 });
    expect(Object.keys(badCode.body.errors)).toEqual(['code']);
  });

  it('given an internal sector, then it is left out for the scanning desk and shown for the problem desk', async () => {
    const { body } = await admin.post(SECTORS, { code: 'DESK-1', name: 'Biurko problemów', internal: 1, status_type_id: 91 });
    const ids = async (query: string) => ((await worker.get(`${SECTORS}/list${query}`)).body as { id: number }[]).map((s) => s.id);
    expect(await ids('?workstation_type_id=1')).not.toContain(body.id);
    expect(await ids('?workstation_type_id=5')).toContain(body.id);
    expect(await ids('')).toContain(body.id);
  });

  it('given an added sector, when deleted, then it leaves the list and its code is free; seeded ones are protected (409)', async () => {
    const { body } = await admin.post(SECTORS, { code: 'TMP-1', name: 'Tymczasowy', internal: 0, status_type_id: 90 });
    const removed = await worker.del(SECTORS, { id: body.id });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'problematic_sector_deleted' });
    expect(((await worker.get(`${SECTORS}/list`)).body as { id: number }[]).map((s) => s.id)).not.toContain(body.id);
    expect((await worker.del(SECTORS, { id: body.id })).status).toBe(404);
    expect((await admin.post(SECTORS, { code: 'TMP-1', name: 'Znowu', internal: 0, status_type_id: 90 })).status).toBe(201);
    const seeded = await admin.del(SECTORS, { id: 5 });
    expect(seeded.status).toBe(409);
    expect(seeded.body).toEqual({ code: 'problematic_sector_protected' });
  });

  it('given a client, then every sector call is refused', async () => {
    const client = caller(api, undefined);
    expect((await client.get(`${SECTORS}/list`)).status).toBe(401);
  });
});

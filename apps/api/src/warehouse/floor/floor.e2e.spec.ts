import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelStream } from '@parcel/domain';
import { connectLive, eventsNamed, SEEDED, type LiveSocket } from '../../testing/index.js';
import type { Caller } from '../../testing/clients-harness.js';
import { parcel, shipmentBody, startShipmentsHarness, type ShipmentsHarness } from '../../testing/shipments-harness.js';

const FLOOR = '/api/app/v1/warehouse/floor';

/** GET warehouse/floor (issue 11 §6): admins only; a worker's scans at a workstation show live. */
describe('the live floor view (warehouse/floor)', () => {
  let h: ShipmentsHarness;
  let admin: Caller;
  let worker: Caller;
  let client: Caller;
  let parcels: { id: number; number: string }[];
  let shipmentId: number;
  let workerId: string;
  let code: string;
  let adminLive: LiveSocket;
  let workerLive: LiveSocket;

  beforeAll(async () => {
    h = await startShipmentsHarness();
    admin = h.admin;
    worker = h.worker;
    const alice = await h.newClient();
    client = alice.as;
    const created = await alice.as.post('/api/app/v2/shipment/', shipmentBody({ parcels: [parcel(1), parcel(2), parcel(3)] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const shipment = await h.settled(alice.as, created.body.internal_waybill);
    shipmentId = shipment.id;
    parcels = shipment.parcels.map((p: { id: number; waybill: { internal: string } }) => ({ id: p.id, number: p.waybill.internal }));
    code = `FL-${randomUUID().slice(0, 4).toUpperCase()}`;
    expect((await admin.post('/api/app/v1/warehouse/workstation/store', { code, workstation_type_id: 1, warehouse_id: 1 })).status).toBe(
      201,
    );
    workerId = (await h.api.login(SEEDED.worker.email, SEEDED.worker.password)).id;
    adminLive = connectLive(h.api.baseUrl, h.adminToken);
    workerLive = connectLive(h.api.baseUrl, (await h.api.login(SEEDED.worker.email, SEEDED.worker.password)).token);
    await Promise.all([adminLive.ready, workerLive.ready]);
  }, 120_000);
  afterAll(async () => {
    adminLive?.close();
    workerLive?.close();
    await h?.api.close();
  });

  const view = async () => {
    const answer = await admin.get(FLOOR);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const station = async () => (await view()).workstations.find((w: { code: string }) => w.code === code);
  /** What sorting records (its endpoint is another part's): a parcel event as the worker at the workstation. */
  const asWorker = (parcelId: number, type: string, data: Record<string, unknown>) =>
    h.api.infra.store.append(parcelStream(parcelId), [
      {
        type,
        data,
        metadata: {
          correlationId: randomUUID(),
          causationId: randomUUID(),
          userId: workerId,
          role: 1,
          workstation: code,
          warehouse: 'TYCHY',
          recordedAt: new Date().toISOString(),
        },
      },
    ]);

  it('given the roles, then only admins read the floor (workers and clients 403, no token 401)', async () => {
    expect((await admin.get(FLOOR)).status).toBe(200);
    expect((await worker.get(FLOOR)).status).toBe(403);
    expect((await client.get(FLOOR)).status).toBe(403);
    expect((await h.api.request('GET', FLOOR)).status).toBe(401);
  });

  it('given a free workstation, when a worker claims it and scans a parcel there, then the floor shows the worker, one scan and what it was', async () => {
    expect(await station()).toMatchObject({ code, type: { id: 1, code: 'SCAN' }, worker: null, scans: 0, last_scan: null });
    const claimed = await worker.post('/api/app/v1/warehouse/workstation/workflow', { code });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    await expect.poll(async () => (await station())?.worker?.email).toBe(SEEDED.worker.email);
    const recorded = await worker.post('/api/app/v1/parcel/scan', { barcode: parcels[0]!.number });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    await expect.poll(async () => (await station())?.scans).toBe(1);
    const seen = await station();
    expect(seen.worker).toEqual({ user_id: workerId, email: SEEDED.worker.email, since: expect.any(String) });
    expect(seen.last_scan).toMatchObject({
      parcel_id: parcels[0]!.id,
      parcel_number: parcels[0]!.number,
      kind: 'status',
      status_type_id: 55,
      status_name: 'Przyjęta w magazynie',
      zone: null,
    });
    // The notice reaches admins only.
    await expect.poll(() => eventsNamed<{ readModel: string }>(adminLive, 'read-model').some((n) => n.readModel === 'floor')).toBe(true);
    expect(eventsNamed<{ readModel: string }>(workerLive, 'read-model').some((n) => n.readModel === 'floor')).toBe(false);
  });

  it('given parcels sorted into zones and put in sectors, then the floor counts them with the oldest; handing over ends the wait', async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const [first, second, third] = parcels.map((p) => p.id) as [number, number, number];
    await asWorker(first, 'ParcelClassified', {
      parcelId: first,
      shipmentId,
      zone: 3,
      bucket: 'A1',
      courier: 'sameday',
      statusTypeId: 56,
      at,
    });
    await asWorker(second, 'ParcelClassified', {
      parcelId: second,
      shipmentId,
      zone: 3,
      bucket: 'A1',
      courier: 'sameday',
      statusTypeId: 56,
      at: new Date().toISOString(),
    });
    await asWorker(third, 'ParcelSectorAssigned', { parcelId: third, shipmentId, sectorId: 2, sectorCode: '2', statusTypeId: 90, at });
    await expect.poll(async () => (await view()).zones).toEqual([{ zone: 3, waiting: 2, oldest_since: at }]);
    expect((await view()).sectors).toEqual([{ sector_id: 2, code: '2', name: 'Uszkodzona przesyłka', waiting: 1, oldest_since: at }]);
    expect((await station()).last_scan).toMatchObject({ parcel_id: third, kind: 'sector', sector_code: '2' });
    const handed = await worker.post('/api/app/v2/parcel/history', [{ parcel_id: first, status_type_id: 57 }]);
    expect(handed.status, JSON.stringify(handed.body)).toBe(201);
    await expect.poll(async () => (await view()).zones).toEqual([{ zone: 3, waiting: 1, oldest_since: expect.any(String) }]);
    expect((await station()).scans).toBe(5);
  });

  it('given the worker leaves, then the workstation shows free and keeps its scan count', async () => {
    expect((await worker.del('/api/app/v1/warehouse/workstation/workflow', { type: 'manual' })).status).toBe(200);
    await expect.poll(async () => (await station())?.worker).toBeNull();
    expect((await station()).scans).toBe(5);
  });
});

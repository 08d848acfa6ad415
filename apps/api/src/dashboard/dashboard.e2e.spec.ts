import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@parcel/domain';
import { ExportWorkers } from '../reports/worker/export-runner.js';
import { caller, connectLive, eventsNamed, SEEDED, type Caller, type LiveSocket } from '../testing/index.js';
import { parcel, recipient, shipmentBody, startShipmentsHarness, type ShipmentsHarness } from '../testing/shipments-harness.js';

const DASHBOARD = '/api/app/v1/dashboard';
const LIST = '/api/app/v1/parcel/list';
const SCAN = '/api/app/v1/parcel/scan';
const INTAKE = '/api/app/v1/parcel/scan-and-assign-to-client';
const EXPORT = '/api/app/v1/export';

type Client = Awaited<ReturnType<ShipmentsHarness['newClient']>> & { userId: string };
interface Made {
  number: string;
  parcels: { id: number; number: string }[];
}
interface Note {
  readModel: string;
  ids: string[];
}

/**
 * The dashboard through the API (GET app/v1/dashboard): each role's figures
 * from data made through the API (shipments, a registration the courier
 * refuses, scans, a parcel in a problematic sector, an intake's buffer parcel,
 * exports, a new user), each figure equal to what the list behind its link
 * counts, the figures moving after a change, a client never seeing another's
 * data, and the live notices each role hears.
 */
describe('the dashboard (HTTP)', () => {
  let h: ShipmentsHarness;
  let worker: Caller;
  let workerToken: string;
  let alice: Client;
  let bob: Client;
  let today: string;
  let desk: string;
  let aliceShipment: Made;
  let rejected: Made;
  let bobShipment: Made;
  let buffer: { parcelId: number; number: string };

  const dashboard = async (as: Caller) => {
    const answer = await as.get(DASHBOARD);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const listed = async (as: Caller, criteria: Record<string, unknown>) => {
    const answer = await as.post(LIST, { draw: 1, start: 0, length: 100, criteria });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { recordsFiltered: number; data: { internal_number?: string; internal_waybill?: string }[] };
  };
  const make = async (as: Caller, body: Record<string, unknown>): Promise<Made> => {
    const created = await as.post('/api/app/v2/shipment/', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const shipment = await h.settled(as, created.body.internal_waybill);
    return {
      number: created.body.internal_waybill,
      parcels: shipment.parcels.map((p: { id: number; waybill: { internal: string } }) => ({ id: p.id, number: p.waybill.internal })),
    };
  };
  const scan = async (body: Record<string, unknown>) => {
    const answer = await worker.post(SCAN, { scan_id: randomUUID(), ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  beforeAll(async () => {
    h = await startShipmentsHarness();
    today = calendarDateIn(h.clock.now());
    const login = await h.api.login(SEEDED.worker.email, SEEDED.worker.password);
    worker = caller(h.api, login.token);
    workerToken = login.token;
    const newClient = async (name: string): Promise<Client> => {
      const client = await h.newClient({ name });
      const me = await client.as.get('/api/whoami');
      return { ...client, userId: me.body.id };
    };
    alice = await newClient('Alicja Sklep');
    bob = await newClient('Bob Sklep');
    aliceShipment = await make(alice.as, shipmentBody({ parcels: [parcel(), parcel()] }));
    rejected = await make(alice.as, shipmentBody({ recipient: recipient({ name: 'SANDBOX-REJECT Ana' }) }));
    bobShipment = await make(bob.as, shipmentBody());

    // The worker at a scanning desk: Alice's two parcels received, the second then put in the damaged-parcels sector;
    // Bob's unknown barcode taken in as his buffer parcel. Every scan carries its scan id (the scanning screens do).
    desk = `DSH-${String.fromCharCode(65 + (Date.now() % 26))}`;
    const created = await h.admin.post('/api/app/v1/warehouse/workstation/store', { code: desk, workstation_type_id: 1, warehouse_id: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await worker.post('/api/app/v1/warehouse/workstation/workflow', { code: desk })).status).toBe(200);
    const [a1, a2] = aliceShipment.parcels;
    await scan({ barcode: a1!.number, id_status_type: 55 });
    await scan({ barcode: a2!.number, id_status_type: 55 });
    await scan({ barcode: a2!.number, id_status_type: 90, id_problematic_sector: 2 });
    const intake = await worker.put(INTAKE, {
      barcode: `XD${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`,
      client_id: bob.id,
      scan_id: randomUUID(),
    });
    expect(intake.status, JSON.stringify(intake.body)).toBe(201);
    buffer = { parcelId: intake.body.parcel_id, number: intake.body.internal_number };
  }, 240_000);
  afterAll(async () => {
    await h?.api.close();
  });

  describe('an admin', () => {
    it('parcels received today by status group, each group what the listing shows for its link (received today, that group)', async () => {
      await expect
        .poll(async () => (await dashboard(h.admin)).received_today, { timeout: 15_000 })
        .toEqual({
          total: 3,
          groups: [
            { status_group_id: 2, name: 'W magazynie', count: 2 },
            { status_group_id: 7, name: 'Problemy', count: 1 },
          ],
        });
      const received = { date_type: 'received', start: today, end: today };
      const inWarehouse = await listed(h.admin, { ...received, status_group_id: 2 });
      expect(inWarehouse.recordsFiltered).toBe(2);
      expect(inWarehouse.data.map((r) => r.internal_number).sort()).toEqual([aliceShipment.parcels[0]!.number, buffer.number].sort());
      expect((await listed(h.admin, { ...received, status_group_id: 7 })).data.map((r) => r.internal_number)).toEqual([
        aliceShipment.parcels[1]!.number,
      ]);
      // Created today is not received today: Bob's ordered parcel was never scanned.
      expect((await listed(h.admin, { start: today, end: today })).recordsFiltered).toBe(5);
      expect((await listed(h.admin, received)).recordsFiltered).toBe(3);
      // The shipment list by received date: the shipments with a parcel received today.
      expect((await listed(h.admin, { ...received, type: 'shipments' })).recordsFiltered).toBe(2);
      expect((await listed(h.admin, { date_type: 'received', start: '2020-01-01', end: '2020-01-02' })).recordsFiltered).toBe(0);
    });

    it('problem parcels waiting per sector, as the resolve-problematic list of that sector shows them', async () => {
      const { problem_sectors } = await dashboard(h.admin);
      expect(problem_sectors).toEqual({ total: 1, sectors: [{ id: 2, code: '2', name: 'Uszkodzona przesyłka', waiting: 1 }] });
      const waiting = await h.admin.post('/api/app/v1/problematic-sector/parcels', { sector_id: 2, state: 'waiting' });
      expect(waiting.body.recordsFiltered).toBe(1);
      expect(waiting.body.data[0].parcel_number).toBe(aliceShipment.parcels[1]!.number);
    });

    it('shipments whose registration failed (and not accounted), as the listing of that problem rule counts them', async () => {
      const { problems } = await dashboard(h.admin);
      expect(problems.registration_failed).toBe(1);
      const failed = await listed(h.admin, { type: 'shipments', problem_rule_code: 'SHIPMENT_REGISTRATION_FAILED' });
      expect(failed.data.map((r) => r.internal_waybill)).toEqual([rejected.number]);
      expect(problems.not_accounted).toBe(
        (await listed(h.admin, { type: 'shipments', problem_rule_code: 'SHIPMENT_NOT_ACCOUNTED' })).recordsFiltered,
      );
    });

    it('buffer parcels waiting for adoption, as the listing of unprocessable parcels shows them', async () => {
      const { buffer_parcels } = await dashboard(h.admin);
      expect(buffer_parcels).toBe(1);
      expect((await listed(h.admin, { processable: 0 })).data.map((r) => r.internal_number)).toEqual([buffer.number]);
    });

    it('clients without price lists or courier credentials, as the clients list with that selector counts them', async () => {
      const { clients } = await dashboard(h.admin);
      const missingPriceLists = await h.admin.post('/api/app/v1/client/list', { missing_price_list: 1 });
      const withoutCredentials = await h.admin.post('/api/app/v1/client/list', { missing_courier_credentials: 'true' });
      expect(withoutCredentials.status, JSON.stringify(withoutCredentials.body)).toBe(200);
      expect(clients).toEqual({
        missing_price_lists: missingPriceLists.body.recordsFiltered,
        without_courier_credentials: withoutCredentials.body.recordsFiltered,
      });
      // Alice and Bob have no price list of their own and no courier login.
      expect(clients.without_courier_credentials).toBeGreaterThanOrEqual(2);
      const ids = withoutCredentials.body.data.map((c: { id: number }) => c.id);
      expect(ids).toEqual(expect.arrayContaining([alice.id, bob.id]));
      expect((await h.admin.post('/api/app/v1/client/list', { missing_courier_credentials: 'maybe' })).status).toBe(422);
    });

    it('users with unconfirmed invitations: the users list filtered so; a new user adds one', async () => {
      const before = (await dashboard(h.admin)).unconfirmed_users;
      expect(before).toBe((await h.admin.post('/api/users/data', { unconfirmed: 1 })).body.recordsFiltered);
      const created = await h.admin.post('/api/user', { email: `nowy.${Date.now()}@example.com`, role: 1 });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect((await dashboard(h.admin)).unconfirmed_users).toBe(before + 1);
      const unconfirmed = await h.admin.post('/api/users/data', { unconfirmed: true, length: 100 });
      expect(unconfirmed.body.recordsFiltered).toBe(before + 1);
      expect(unconfirmed.body.data.map((u: { id: string }) => u.id)).toContain(created.body.id);
      expect(unconfirmed.body.data.every((u: { email_verified_at: string | null }) => u.email_verified_at === null)).toBe(true);
      // The seeded worker confirmed long ago: in the whole list, not in the unconfirmed one.
      expect(unconfirmed.body.data.map((u: { email: string }) => u.email)).not.toContain(SEEDED.worker.email);
      expect((await h.admin.post('/api/users/data', { unconfirmed: 'x' })).status).toBe(422);
    });

    it('reports running: an order waiting for the worker counts until its file is made', async () => {
      const workers = h.api.app.get(ExportWorkers);
      const before = (await dashboard(h.admin)).reports_running;
      await workers.stop();
      try {
        const ordered = await h.admin.post(`${EXPORT}/custom`, { type: 'employee_activity', start: today, end: today });
        expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
        expect((await dashboard(h.admin)).reports_running).toBe(before + 1);
      } finally {
        workers.start();
      }
      await expect.poll(async () => (await dashboard(h.admin)).reports_running, { timeout: 20_000 }).toBe(before);
    });
  });

  describe('a warehouse worker', () => {
    it('their workstation, their own work today and what waits in the sectors of its warehouse', async () => {
      await expect
        .poll(async () => (await dashboard(worker)).activity_today, { timeout: 15_000 })
        .toEqual({
          statuses: 4,
          scans: 4,
          classifications: 0,
        });
      const body = await dashboard(worker);
      expect(body).toMatchObject({
        role: 'warehouse_worker',
        today,
        workstation: {
          id: expect.any(Number),
          code: desk,
          type: { id: 1, name: 'Skanowanie przesyłek', code: 'SCAN' },
          warehouse: { id: 1, name: 'TYCHY' },
          since: expect.any(String),
        },
        problem_sectors: {
          total: 1,
          warehouse_id: 1,
          problem_desk: false,
          sectors: [{ id: 2, code: '2', name: 'Uszkodzona przesyłka', waiting: 1 }],
        },
      });
      // The admin's work is not the worker's.
      expect((await dashboard(h.admin)).role).toBe('admin');
    });
  });

  describe('clients', () => {
    it('each sees only its own parcels on the way, its own latest statuses and its problems awaiting its decision', async () => {
      const [a1, a2] = aliceShipment.parcels;
      const aliceBoard = await dashboard(alice.as);
      expect(aliceBoard).toMatchObject({
        role: 'client',
        today,
        on_the_way: { total: 1, groups: [{ status_group_id: 2, name: 'W magazynie', count: 1 }] },
        awaiting_decision: 1,
      });
      expect(aliceBoard.last_statuses).toEqual([
        { parcel_number: a2!.number, shipment_number: aliceShipment.number, status_name: 'Wykryto znany problem', at: expect.any(String) },
        { parcel_number: a1!.number, shipment_number: aliceShipment.number, status_name: 'Przyjęta w magazynie', at: expect.any(String) },
      ]);
      // What the links open: her list with that status group.
      expect((await listed(alice.as, { status_group_id: 2 })).data.map((r) => r.internal_number)).toEqual([a1!.number]);
      expect((await listed(alice.as, { status_group_id: 7 })).data.map((r) => r.internal_number)).toEqual([a2!.number]);

      const bobBoard = await dashboard(bob.as);
      expect(bobBoard).toMatchObject({
        on_the_way: { total: 1, groups: [{ status_group_id: 2, count: 1 }] },
        awaiting_decision: 0,
        last_statuses: [{ parcel_number: buffer.number, status_name: 'Przyjęta w magazynie' }],
        reports_ready: { total: 0, latest: [] },
      });
      const bobText = JSON.stringify(bobBoard);
      for (const number of [a1!.number, a2!.number, aliceShipment.number, rejected.number]) expect(bobText).not.toContain(number);
      expect(JSON.stringify(aliceBoard)).not.toContain(buffer.number);
      expect(JSON.stringify(aliceBoard)).not.toContain(bobShipment.number);
    });

    it('reports ready: her own, until downloaded; never the other client’s', async () => {
      const ordered = await alice.as.post(EXPORT, { type: 'standard_from_filters' });
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
      const uuid = ordered.body.uuid as string;
      await expect.poll(async () => (await dashboard(alice.as)).reports_ready.total, { timeout: 20_000 }).toBe(1);
      const { reports_ready } = await dashboard(alice.as);
      expect(reports_ready.latest).toEqual([{ uuid, name: expect.any(String), status: 'validated', created_at: expect.any(String) }]);
      expect((await dashboard(bob.as)).reports_ready).toEqual({ total: 0, latest: [] });
      const token = (await h.api.request('GET', '/api/public_token', { token: alice.token })).body.token as string;
      const file = await fetch(`${h.api.baseUrl}${EXPORT}/download/${uuid}?_public_token=${encodeURIComponent(token)}`);
      expect(file.status).toBe(200);
      await file.arrayBuffer();
      await expect.poll(async () => (await dashboard(alice.as)).reports_ready.total, { timeout: 15_000 }).toBe(0);
    });
  });

  describe('live', () => {
    let sockets: LiveSocket[] = [];
    const notes = (live: LiveSocket, readModel: string) => eventsNamed<Note>(live, 'read-model').filter((n) => n.readModel === readModel);
    afterAll(() => sockets.forEach((s) => s.close()));

    it("a status on Alice's parcel is told to her (listing), never to Bob; the worker's scan counts are told to staff only", async () => {
      const [aliceLive, bobLive, workerLive] = (sockets = [
        connectLive(h.api.baseUrl, alice.token),
        connectLive(h.api.baseUrl, bob.token),
        connectLive(h.api.baseUrl, workerToken),
      ]);
      await Promise.all(sockets.map((s) => s.ready));
      const before = (await dashboard(alice.as)).on_the_way.total;
      await scan({ barcode: aliceShipment.parcels[0]!.number, id_status_type: 57 });
      await expect.poll(() => notes(aliceLive!, 'listing').length, { timeout: 10_000 }).toBeGreaterThan(0);
      await expect.poll(() => notes(workerLive!, 'employee_activity').length, { timeout: 10_000 }).toBeGreaterThan(0);
      // Alice's dashboard after the notice: the parcel moved from "W magazynie" to "W drodze" (still on the way).
      await expect
        .poll(async () => (await dashboard(alice.as)).on_the_way, { timeout: 10_000 })
        .toEqual({
          total: before,
          groups: [{ status_group_id: 3, name: 'W drodze', count: 1 }],
        });
      expect(notes(bobLive!, 'listing')).toEqual([]);
      expect(notes(bobLive!, 'employee_activity')).toEqual([]);
      expect(notes(aliceLive!, 'employee_activity')).toEqual([]);
      expect(notes(aliceLive!, 'problem_parcels')).toEqual([]);
    });
  });

  describe('the worker later', () => {
    it('resolving the waiting parcel empties the sectors, for the worker and the admin', async () => {
      const resolved = await worker.put('/api/app/v1/problematic-sector/resolve', {
        parcel_id: aliceShipment.parcels[1]!.id,
        resolution: 'returned_to_flow',
      });
      expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
      expect((await dashboard(worker)).problem_sectors).toMatchObject({ total: 0, sectors: [] });
      expect((await dashboard(h.admin)).problem_sectors).toEqual({ total: 0, sectors: [] });
    });

    it('having left the workstation: none, and the sectors of every warehouse', async () => {
      expect((await worker.del('/api/app/v1/warehouse/workstation/workflow', { type: 'manual' })).status).toBe(200);
      const body = await dashboard(worker);
      expect(body.workstation).toBeNull();
      expect(body.problem_sectors).toMatchObject({ warehouse_id: null, problem_desk: false });
      // Today's work stays counted.
      expect(body.activity_today.statuses).toBe(5);
    });
  });

  it('no token: 401; the answer is the caller’s role only', async () => {
    expect((await h.anonymous.get(DASHBOARD)).status).toBe(401);
    expect((await dashboard(alice.as)).role).toBe('client');
    expect(Object.keys(await dashboard(alice.as)).sort()).toEqual(
      ['awaiting_decision', 'last_statuses', 'on_the_way', 'reports_ready', 'role', 'today'].sort(),
    );
  });
});

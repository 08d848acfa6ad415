import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_MODEL_EVENT } from '../live/live.gateway.js';
import { readEverything, SEEDED, type Caller } from '../testing/index.js';
import { shipmentBody, startShipmentsHarness, type ShipmentsHarness } from '../testing/shipments-harness.js';
import { connectLive, eventsNamed, type LiveSocket } from '../testing/sockets.js';

const STAFF = '/api/app/v1/parcel/resignation';
const OWN = '/api/app/v1/client/parcel/resignation';

type Client = { id: number; as: Caller; email: string; token: string };

/**
 * Reported resignations end to end (spec/03 §2, §4, §7 "Resignations", §8):
 * every staff and client call, admins and clients, two clients that never see
 * each other's reports, the 422 field maps, the 404s, the resend-date default
 * and the 25-row paging.
 */
describe('reported resignations (HTTP, in process)', () => {
  let h: ShipmentsHarness;
  let admin: Caller;
  let worker: Caller;
  let alice: Client;
  let bob: Client;

  beforeAll(async () => {
    h = await startShipmentsHarness();
    admin = h.admin;
    worker = h.worker;
    alice = await h.newClient({ name: 'Sklep Alicji' });
    bob = await h.newClient({ name: 'Sklep Boba' });
  }, 120_000);
  afterAll(() => h?.api.close());

  /** A new shipment of this client (created by the client): its number and its parcels. */
  const shipmentOf = async (client: Client): Promise<{ number: string; parcels: { id: number; waybill: { internal: string } }[] }> => {
    const created = await client.as.post('/api/app/v2/shipment/', shipmentBody());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const number = created.body.internal_waybill as string;
    const view = await client.as.get(`/api/app/v2/shipment/${number}`);
    return { number, parcels: view.body.shipment.parcels };
  };

  const report = async (as: Caller, path: string, body: Record<string, unknown>): Promise<number> => {
    const created = await as.post(path, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), message: 'Utworzono pomyślnie!' });
    return created.body.id;
  };

  const streamEvents = async (streamId: string) =>
    (await readEverything(h.api.infra.store)).filter((e) => e.streamId === streamId).map((e) => [e.type, e.data]);

  describe('a client', () => {
    it('reports its own shipment: 201, the report reads back with the spec fields, one event on resignation-<id>', async () => {
      const shipment = await shipmentOf(alice);
      const id = await report(alice.as, OWN, {
        waybill: ` ${shipment.number.toLowerCase()} `,
        note: '  Odbiorca zrezygnował\r\nz zamówienia\u0007 ',
      });
      const own = await alice.as.get(`${OWN}/${id}`);
      expect(own.status).toBe(200);
      expect(own.body).toEqual({
        id,
        user_id: expect.any(String),
        user_name: alice.email,
        client_id: alice.id,
        client_name: 'Sklep Alicji',
        waybill: shipment.number,
        scanned_at: null,
        scanned_at_source: null,
        resend_at: null,
        note: 'Odbiorca zrezygnował\nz zamówienia',
        scanned_by_user_id: null,
        scanned_by_user_name: null,
        created_at: expect.any(String),
      });
      expect(Date.parse(own.body.created_at)).toBeLessThanOrEqual(h.clock.now().getTime());
      expect(await streamEvents(`resignation-${id}`)).toEqual([
        [
          'ResignationReported',
          {
            resignationId: id,
            shipmentId: expect.any(Number),
            waybill: shipment.number,
            clientId: alice.id,
            userId: own.body.user_id,
            scannedAt: null,
            scannedByUserId: null,
            resendAt: null,
            note: 'Odbiorca zrezygnował\nz zamówienia',
          },
        ],
      ]);
      const list = await alice.as.post(`${OWN}/ajax`, {});
      expect(list.status).toBe(200);
      expect(list.body.data.map((r: { id: number }) => r.id)).toContain(id);
    });

    it("names a shipment by one of its parcels' numbers: the report keeps the shipment's number; the dates it sends are not taken", async () => {
      const shipment = await shipmentOf(alice);
      const id = await report(alice.as, OWN, {
        waybill: shipment.parcels[0]!.waybill.internal,
        scanned_at: '2026-01-01T10:00:00Z',
        resend_at: '2026-01-02T10:00:00Z',
      });
      expect((await alice.as.get(`${OWN}/${id}`)).body).toMatchObject({
        waybill: shipment.number,
        scanned_at: null,
        resend_at: null,
        note: null,
      });
    });

    it("cannot report another client's shipment, an unknown number or nothing: 422 on waybill, nothing recorded", async () => {
      const bobs = await shipmentOf(bob);
      // Only the area's own streams: the shipments' reactions (registration, accounting) append meanwhile.
      const resignationEvents = async () =>
        (await readEverything(h.api.infra.store)).filter((e) => e.streamId.startsWith('resignation')).length;
      const before = await resignationEvents();
      for (const waybill of [bobs.number, bobs.parcels[0]!.waybill.internal, '1WRO0000000000', 'ABC123', '1SDY123456789']) {
        const refused = await alice.as.post(OWN, { waybill });
        expect(refused.status, waybill).toBe(422);
        expect(refused.body.errors).toEqual({ waybill: ['resignation_waybill_unknown'] });
      }
      expect((await alice.as.post(OWN, {})).body.errors).toEqual({ waybill: ['required'] });
      expect((await alice.as.post(OWN, { waybill: '   ' })).body.errors).toEqual({ waybill: ['required'] });
      expect((await alice.as.post(OWN, { waybill: 'X'.repeat(41) })).body.errors).toEqual({ waybill: ['too_long'] });
      expect((await alice.as.post(OWN, { waybill: bobs.number, note: 'x'.repeat(1001) })).body.errors).toEqual({ note: ['too_long'] });
      expect((await alice.as.post(OWN, { waybill: 5 })).body.errors).toEqual({ waybill: ['invalid_type'] });
      expect(await resignationEvents()).toBe(before);
    });

    it('cannot report a shipment twice while its report lives; after deleting it, it can', async () => {
      const shipment = await shipmentOf(alice);
      const id = await report(alice.as, OWN, { waybill: shipment.number });
      const twice = await alice.as.post(OWN, { waybill: shipment.parcels[0]!.waybill.internal });
      expect(twice.status).toBe(422);
      expect(twice.body.errors).toEqual({ waybill: ['resignation_exists'] });
      // Staff cannot add a second one either.
      expect((await admin.post(STAFF, { waybill: shipment.number })).body.errors).toEqual({ waybill: ['resignation_exists'] });
      const removed = await alice.as.del(OWN, { id });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: 'Usunięto pomyślnie!' });
      const again = await report(alice.as, OWN, { waybill: shipment.number });
      expect(again).toBeGreaterThan(id);
    });

    it("never sees, reads or deletes another client's report; deleting its own twice is 410, an unknown id 404", async () => {
      const shipment = await shipmentOf(alice);
      const id = await report(alice.as, OWN, { waybill: shipment.number, note: 'tylko dla Alicji' });
      expect(await bob.as.get(`${OWN}/${id}`)).toMatchObject({ status: 404, body: { code: 'resignation_not_found' } });
      expect(await bob.as.del(OWN, { id })).toMatchObject({ status: 404, body: { code: 'resignation_not_found' } });
      const bobsList = await bob.as.post(`${OWN}/ajax`, { search: { value: shipment.number } });
      expect(bobsList.body).toMatchObject({ data: [], recordsTotal: expect.any(Number), recordsFiltered: 0 });
      const bobsAll = (await bob.as.post(`${OWN}/ajax`, { length: 500 })).body.data as { client_id: number }[];
      expect(bobsAll.every((r) => r.client_id === bob.id)).toBe(true);
      // Still there for Alice.
      expect((await alice.as.get(`${OWN}/${id}`)).status).toBe(200);

      expect((await alice.as.del(OWN, { id })).status).toBe(200);
      expect(await alice.as.del(OWN, { id })).toMatchObject({ status: 410, body: { code: 'resignation_already_deleted' } });
      // Another client asking about a deleted report of Alice's learns nothing either.
      expect(await bob.as.del(OWN, { id })).toMatchObject({ status: 404, body: { code: 'resignation_not_found' } });
      expect(await alice.as.get(`${OWN}/${id}`)).toMatchObject({ status: 404, body: { code: 'resignation_not_found' } });
      expect(await alice.as.del(OWN, { id: 999_999_999 })).toMatchObject({ status: 404, body: { code: 'resignation_not_found' } });
      expect((await alice.as.del(OWN, { id: 'x' })).body.errors).toEqual({ id: ['invalid_type'] });
      expect((await alice.as.get(`${OWN}/0`)).status).toBe(422);
    });

    it('has no update call and no staff call; staff have no client call; anonymous 401', async () => {
      const shipment = await shipmentOf(alice);
      const id = await report(alice.as, OWN, { waybill: shipment.number });
      expect((await alice.as.put(OWN, { id, note: 'zmiana' })).status).toBe(404);
      for (const [method, path, body] of [
        ['POST', `${STAFF}/ajax`, {}],
        ['POST', STAFF, { waybill: shipment.number }],
        ['GET', `${STAFF}/${id}`, undefined],
        ['PUT', STAFF, { id }],
        ['DELETE', STAFF, { id }],
      ] as const) {
        for (const [who, as] of [
          ['alice', alice.as],
          ['worker', worker],
        ] as const) {
          const answer =
            method === 'GET'
              ? await as.get(path)
              : method === 'POST'
                ? await as.post(path, body)
                : method === 'PUT'
                  ? await as.put(path, body)
                  : await as.del(path, body);
          expect(answer.status, `${who} ${method} ${path}`).toBe(403);
        }
        const anonymous = method === 'GET' ? await h.anonymous.get(path) : await h.api.request(method, path, { body });
        expect(anonymous.status).toBe(401);
      }
      for (const [method, path, body] of [
        ['POST', `${OWN}/ajax`, {}],
        ['POST', OWN, { waybill: shipment.number }],
        ['GET', `${OWN}/${id}`, undefined],
        ['DELETE', OWN, { id }],
      ] as const) {
        for (const [who, as] of [
          ['admin', admin],
          ['worker', worker],
        ] as const) {
          const answer = method === 'GET' ? await as.get(path) : method === 'POST' ? await as.post(path, body) : await as.del(path, body);
          expect(answer.status, `${who} ${method} ${path}`).toBe(403);
        }
      }
      // Nothing changed meanwhile.
      expect((await alice.as.get(`${OWN}/${id}`)).body).toMatchObject({ id, note: null, resend_at: null });
    });
  });

  describe('an admin', () => {
    it("reports any client's shipment (the client comes from the shipment) with dates and a note; the client sees it", async () => {
      const shipment = await shipmentOf(bob);
      const id = await report(admin, STAFF, {
        waybill: shipment.number,
        scanned_at: '2026-02-03 09:15',
        resend_at: '2026-02-05T12:00:00.000Z',
        note: 'Zgłoszone telefonicznie',
      });
      const view = (await admin.get(`${STAFF}/${id}`)).body;
      expect(view).toMatchObject({
        id,
        client_id: bob.id,
        client_name: 'Sklep Boba',
        user_name: SEEDED.admin.email,
        waybill: shipment.number,
        scanned_at_source: 'entered',
        scanned_by_user_name: SEEDED.admin.email,
        resend_at: '2026-02-05T12:00:00.000Z',
        note: 'Zgłoszone telefonicznie',
      });
      expect(view.scanned_at).toBe(new Date('2026-02-03T09:15').toISOString());
      expect((await bob.as.get(`${OWN}/${id}`)).body).toMatchObject({ id, client_id: bob.id, note: 'Zgłoszone telefonicznie' });
      expect((await alice.as.get(`${OWN}/${id}`)).status).toBe(404);
    });

    it("lists every client's reports with the client's name; searches by waybill or client name", async () => {
      const alices = await shipmentOf(alice);
      const bobs = await shipmentOf(bob);
      const a = await report(alice.as, OWN, { waybill: alices.number });
      const b = await report(bob.as, OWN, { waybill: bobs.number });
      const all = await admin.post(`${STAFF}/ajax`, { length: 500 });
      expect(all.status).toBe(200);
      const ids = all.body.data.map((r: { id: number }) => r.id);
      expect(ids).toEqual(expect.arrayContaining([a, b]));
      // Newest first by default.
      expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
      const byNumber = await admin.post(`${STAFF}/ajax`, { search: { value: alices.number.slice(-8).toLowerCase() } });
      expect(byNumber.body.data.map((r: { id: number }) => r.id)).toEqual([a]);
      expect(byNumber.body.recordsFiltered).toBe(1);
      expect(byNumber.body.recordsTotal).toBe(all.body.recordsTotal);
      const byClient = (await admin.post(`${STAFF}/ajax`, { search: { value: 'boba' }, length: 500 })).body.data as {
        client_name: string;
      }[];
      expect(byClient.length).toBeGreaterThan(0);
      expect(byClient.every((r) => r.client_name === 'Sklep Boba')).toBe(true);
      // Sorted by a column name or its index (0 waybill, 1 client, 2 acceptance date, 3 resend date); a bad index is 422.
      expect((await admin.post(`${STAFF}/ajax`, { order: [{ column: 1, dir: 'asc' }] })).status).toBe(200);
      expect((await admin.post(`${STAFF}/ajax`, { order: [{ column: 'scanned_at', dir: 'desc' }] })).status).toBe(200);
      expect((await admin.post(`${STAFF}/ajax`, { order: [{ column: 99 }] })).body.errors).toEqual({ 'order.0.column': ['invalid_value'] });
    });

    it('saves a report without a resend date: it becomes now (spec/03 §4); the answer says so', async () => {
      const shipment = await shipmentOf(alice);
      const id = await report(alice.as, OWN, { waybill: shipment.number, note: 'do wysłania' });
      const before = h.clock.now().getTime();
      const saved = await admin.put(STAFF, { id, note: 'do wysłania', resend_at: '' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toEqual({ id, resend_at: expect.any(String), message: 'Zaktualizowano pomyślnie!' });
      const resendAt = Date.parse(saved.body.resend_at);
      expect(resendAt).toBeGreaterThanOrEqual(before - 1_000);
      expect(resendAt).toBeLessThanOrEqual(h.clock.now().getTime());
      const view = (await alice.as.get(`${OWN}/${id}`)).body;
      expect(view.resend_at).toBe(saved.body.resend_at);
      // A resend date given is kept; the note cleared; nothing else changes.
      const again = await admin.put(STAFF, { id, resend_at: '2026-04-01T08:00:00Z', note: null });
      expect(again.body.resend_at).toBe('2026-04-01T08:00:00.000Z');
      expect((await admin.get(`${STAFF}/${id}`)).body).toMatchObject({
        resend_at: '2026-04-01T08:00:00.000Z',
        note: null,
        waybill: shipment.number,
      });
      expect((await streamEvents(`resignation-${id}`)).map(([type]) => type)).toEqual([
        'ResignationReported',
        'ResignationChanged',
        'ResignationChanged',
      ]);
      // The same values again record nothing.
      expect((await admin.put(STAFF, { id, resend_at: '2026-04-01T08:00:00Z', note: null })).status).toBe(200);
      expect(await streamEvents(`resignation-${id}`)).toHaveLength(3);
    });

    it('the acceptance date is the first reception at the warehouse, also when the parcel comes after the report; an entered date wins', async () => {
      const shipment = await shipmentOf(alice);
      const id = await report(alice.as, OWN, { waybill: shipment.number });
      expect((await admin.get(`${STAFF}/${id}`)).body).toMatchObject({ scanned_at: null, scanned_at_source: null });
      const received = await worker.post('/api/app/v2/parcel/history', [
        { parcel_id: shipment.parcels[0]!.id, status_type_id: 55, when: '2026-03-10T07:30:00Z', where: 'TYCHY' },
      ]);
      expect(received.status, JSON.stringify(received.body)).toBe(201);
      await expect
        .poll(async () => (await alice.as.get(`${OWN}/${id}`)).body, { timeout: 10_000 })
        .toMatchObject({
          scanned_at: '2026-03-10T07:30:00.000Z',
          scanned_at_source: 'warehouse',
          scanned_by_user_name: SEEDED.worker.email,
        });
      const entered = await admin.put(STAFF, { id, scanned_at: '2026-03-11T08:00:00Z', resend_at: '2026-03-12T08:00:00Z' });
      expect(entered.status).toBe(200);
      expect((await admin.get(`${STAFF}/${id}`)).body).toMatchObject({
        scanned_at: '2026-03-11T08:00:00.000Z',
        scanned_at_source: 'entered',
        scanned_by_user_name: SEEDED.admin.email,
      });
      // Cleared again: the warehouse's date shows.
      await admin.put(STAFF, { id, scanned_at: null, resend_at: '2026-03-12T08:00:00Z' });
      expect((await admin.get(`${STAFF}/${id}`)).body).toMatchObject({
        scanned_at: '2026-03-10T07:30:00.000Z',
        scanned_at_source: 'warehouse',
      });
    });

    it('gets 422 field maps for odd input, 404 for unknown reports, 410 for deleted ones', async () => {
      const shipment = await shipmentOf(bob);
      const id = await report(admin, STAFF, { waybill: shipment.number });
      expect((await admin.post(STAFF, {})).body.errors).toEqual({ waybill: ['required'] });
      expect((await admin.post(STAFF, { waybill: 'NIEZNANY' })).body.errors).toEqual({ waybill: ['resignation_waybill_unknown'] });
      expect((await admin.post(STAFF, { waybill: shipment.number, scanned_at: 'wczoraj', resend_at: '31.12.2026' })).body.errors).toEqual({
        scanned_at: ['invalid_value'],
        resend_at: ['invalid_value'],
      });
      expect((await admin.put(STAFF, {})).body.errors).toEqual({ id: ['required'] });
      expect((await admin.put(STAFF, { id: 'x', note: 7 })).body.errors).toEqual({ id: ['invalid_type'], note: ['invalid_type'] });
      expect((await admin.put(STAFF, { id, scanned_at: '2026-13-45T10:00' })).body.errors).toEqual({ scanned_at: ['invalid_value'] });
      expect(await admin.put(STAFF, { id: 999_999_999 })).toMatchObject({ status: 404, body: { code: 'resignation_not_found' } });
      expect(await admin.get(`${STAFF}/999999999`)).toMatchObject({ status: 404, body: { code: 'resignation_not_found' } });
      expect((await admin.del(STAFF, {})).body.errors).toEqual({ id: ['required'] });

      const removed = await admin.del(STAFF, { id });
      expect(removed).toMatchObject({ status: 200, body: { message: 'Usunięto pomyślnie!' } });
      expect(await admin.del(STAFF, { id })).toMatchObject({ status: 410, body: { code: 'resignation_already_deleted' } });
      expect(await admin.put(STAFF, { id })).toMatchObject({ status: 410, body: { code: 'resignation_already_deleted' } });
      expect(await admin.get(`${STAFF}/${id}`)).toMatchObject({ status: 404, body: { code: 'resignation_not_found' } });
      expect((await bob.as.get(`${OWN}/${id}`)).status).toBe(404);
      const { shipmentId } = (await streamEvents(`resignation-${id}`))[0]![1] as { shipmentId: number };
      expect((await streamEvents(`resignation-waybill-${shipmentId}`)).map(([type]) => type)).toEqual([
        'ResignationWaybillReserved',
        'ResignationWaybillReleased',
      ]);
    });
  });

  it('pages 25 at a time with recordsTotal: a client with 26 reports, and the staff list', async () => {
    const carol = await h.newClient({ name: 'Sklep Karoli' });
    const ids: number[] = [];
    for (let i = 0; i < 26; i++) ids.push(await report(carol.as, OWN, { waybill: (await shipmentOf(carol)).number }));
    const first = await carol.as.post(`${OWN}/ajax`, {});
    expect(first.body).toMatchObject({ recordsTotal: 26, recordsFiltered: 26 });
    expect(first.body.data).toHaveLength(25);
    expect(first.body.data[0].id).toBe(ids[25]);
    const second = await carol.as.post(`${OWN}/ajax`, { start: 25, length: 25, draw: 2 });
    expect(second.body).toMatchObject({ draw: 2, recordsTotal: 26, recordsFiltered: 26 });
    expect(second.body.data.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const staff = await admin.post(`${STAFF}/ajax`, {});
    expect(staff.body.data).toHaveLength(25);
    expect(staff.body.recordsTotal).toBeGreaterThanOrEqual(26);
    // The client's own columns: creation date is column 1.
    const oldestFirst = await carol.as.post(`${OWN}/ajax`, { order: [{ column: 1, dir: 'asc' }] });
    expect(oldestFirst.body.data[0].id).toBe(ids[0]);
  }, 120_000);

  it('live: a change is told to admins and the owning client, never to another client or a worker', async () => {
    const workerToken = (await h.api.login(SEEDED.worker.email, SEEDED.worker.password)).token;
    const sockets: LiveSocket[] = [h.adminToken, workerToken, alice.token, bob.token].map((token) => connectLive(h.api.baseUrl, token));
    try {
      await Promise.all(sockets.map((s) => s.ready));
      const [adminLive, workerLive, aliceLive, bobLive] = sockets as [LiveSocket, LiveSocket, LiveSocket, LiveSocket];
      const notes = (live: LiveSocket) =>
        eventsNamed<{ readModel: string }>(live, READ_MODEL_EVENT).filter((n) => n.readModel === 'resignations');
      const id = await report(alice.as, OWN, { waybill: (await shipmentOf(alice)).number });
      await expect.poll(() => notes(aliceLive).length, { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => notes(adminLive).length, { timeout: 15_000 }).toBeGreaterThan(0);
      const told = notes(aliceLive).length;
      expect((await admin.del(STAFF, { id })).status).toBe(200);
      await expect.poll(() => notes(aliceLive).length, { timeout: 15_000 }).toBeGreaterThan(told);
      expect(notes(bobLive)).toEqual([]);
      expect(notes(workerLive)).toEqual([]);
    } finally {
      for (const s of sockets) s.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@parcel/domain';
import { ROLES } from '@parcel/domain';
import { listingCriteria } from '@parcel/contracts';
import type { Caller } from '../testing/index.js';
import { SEEDED } from '../testing/test-api.js';
import { connectLive, eventsNamed, type LiveSocket } from '../testing/sockets.js';
import { READ_MODEL_EVENT } from '../live/live.gateway.js';
import { ListingRows } from './listing-rows.js';
import { parcel, recipient, shipmentBody, startShipmentsHarness, type ShipmentsHarness } from '../testing/shipments-harness.js';

type Client = { id: number; as: Caller; email: string; token: string };

/**
 * The listing through the API: shipments of two clients created through the
 * API, every criterion, role visibility, paging, the group status change.
 */
describe('listing (HTTP)', () => {
  let h: ShipmentsHarness;
  let alice: Client;
  let bob: Client;
  let today: string;
  let aliceShipment: any;
  let bobShipment: any;
  let bobDeleted: any;

  const create = async (as: Caller, body: Record<string, unknown>) => {
    const created = await as.post('/api/app/v2/shipment/', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return h.settled(as, created.body.internal_waybill);
  };
  const list = (as: Caller, criteria: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
    as.post('/api/app/v1/parcel/list', { draw: 3, start: 0, length: 25, ...extra, criteria });
  const numbers = async (as: Caller, criteria: Record<string, unknown> = {}) => {
    const { status, body } = await list(as, criteria);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.data as any[]).map((r) => r.internal_number ?? r.internal_waybill).sort();
  };

  beforeAll(async () => {
    h = await startShipmentsHarness();
    today = calendarDateIn(h.clock.now());
    alice = await h.newClient({ name: 'Alicja Sklep' });
    bob = await h.newClient({ name: 'Bogdan Hurt' });
    aliceShipment = await create(
      alice.as,
      shipmentBody({
        parcels: [parcel(), parcel()],
        content: { declared_content: 'Książki', declared_value: 150, currency: 'RON', cash_on_delivery_value: 120 },
      }),
    );
    bobShipment = await create(
      bob.as,
      shipmentBody({
        recipient: recipient({
          country: { id: 3 },
          address: { locality: { id: 3_000_531, name: 'Budapest' }, postal_code: '1051', details: 'Fő utca 1' },
        }),
        content: { declared_content: 'Odzież', declared_value: 10000, currency: 'HUF', cash_on_delivery_value: 0 },
      }),
    );
    bobDeleted = await create(bob.as, shipmentBody());
    const deleted = await bob.as.del('/api/app/v2/shipment/', { waybill: bobDeleted.waybill.internal });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const set = await h.worker.post('/api/app/v2/parcel/history', [
      { parcel_id: aliceShipment.parcels[0].id, status_type_id: 62, when: new Date(h.clock.now()).toISOString() },
    ]);
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    // A plain loop (not expect.poll): this is beforeAll. The status reaches the listing read model.
    for (const deadline = Date.now() + 15_000; (await list(h.admin, { last_status_id: 62 })).body.recordsFiltered !== 1;) {
      if (Date.now() > deadline) throw new Error('the status never reached the listing');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 180_000);
  afterAll(async () => {
    await h?.api.close();
  });

  const aliceParcels = () => aliceShipment.parcels.map((p: any) => p.waybill.internal).sort();
  const bobParcels = () => bobShipment.parcels.map((p: any) => p.waybill.internal).sort();

  it('a client sees only its own rows of both lists; its client filters are ignored; staff see both', async () => {
    expect(await numbers(alice.as)).toEqual(aliceParcels());
    expect(await numbers(alice.as, { client_id: bob.id, client_ids: [bob.id] })).toEqual(aliceParcels());
    expect(await numbers(bob.as)).toEqual(bobParcels());
    expect(await numbers(alice.as, { type: 'shipments' })).toEqual([aliceShipment.waybill.internal]);
    expect(await numbers(bob.as, { type: 'shipments' })).toEqual([bobShipment.waybill.internal]);
    const { body } = await list(bob.as);
    expect(body).toMatchObject({ draw: 3, recordsTotal: 1, recordsFiltered: 1 });
    expect(await numbers(h.admin)).toEqual([...aliceParcels(), ...bobParcels()].sort());
    expect(await numbers(h.worker, { type: 'shipments' })).toEqual([aliceShipment.waybill.internal, bobShipment.waybill.internal].sort());
  });

  it('a parcel row holds what the list shows', async () => {
    const { body } = await list(h.admin, { internal_number: aliceShipment.parcels[0].waybill.internal });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: aliceShipment.parcels[0].id,
      shipment_number: aliceShipment.waybill.internal,
      status_name: 'Doręczona',
      recipient_name: 'Ana Popescu',
      client_id: alice.id,
      client_name: 'Alicja Sklep',
      destination_city: 'Cluj-Napoca',
      return_parcel: false,
      declared_content: 'Książki',
      cash_on_delivery: true,
      cash_on_delivery_value: 120,
      currency: 'RON',
      recipient_country_id: 1,
      selected: false,
    });
    expect(body.data[0].out_number).toBeTruthy();
    const shipments = await list(h.admin, { type: 'shipments', internal_number: bobShipment.waybill.internal });
    expect(shipments.body.data[0]).toMatchObject({
      client_name: 'Bogdan Hurt',
      type: 'standard',
      recipient_country_id: 3,
      cash_on_delivery: false,
    });
  });

  it('every criterion narrows the rows', async () => {
    const all = [...aliceParcels(), ...bobParcels()].sort();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ client_id: alice.id }, aliceParcels()],
      [{ client_name: 'bogdan' }, bobParcels()],
      [{ client_ids: [alice.id], client_list_filter_mode: 'include' }, aliceParcels()],
      [{ client_ids: [alice.id], client_list_filter_mode: 'exclude' }, bobParcels()],
      [{ country: 'HU' }, bobParcels()],
      [{ country: 1 }, aliceParcels()],
      [{ cod: 1 }, aliceParcels()],
      [{ cod: 0 }, bobParcels()],
      [{ locker: 1 }, []],
      [{ locker: 0 }, all],
      [{ status_group_id: 4 }, [aliceShipment.parcels[0].waybill.internal]],
      [{ last_status_id: 62 }, [aliceShipment.parcels[0].waybill.internal]],
      [{ courier_id: 4 }, bobParcels()],
      [{ internal_number: aliceShipment.waybill.internal }, aliceParcels()],
      [{ internal_number: bobShipment.parcels[0].waybill.internal.toLowerCase() }, bobParcels()],
      [{ deleted: 1 }, bobDeleted.parcels.map((p: any) => p.waybill.internal)],
      [{ processable: 1 }, all],
      [{ processable: 0 }, []],
      [{ problematic_sector_id: 1 }, []],
      [{ problem_rule_code: 'SHIPMENT_REGISTRATION_FAILED' }, []],
      [{ start: today, end: today }, all],
      [{ start: '2020-01-01', end: '2020-01-31' }, []],
    ];
    for (const [criteria, expected] of cases) expect(await numbers(h.admin, criteria), JSON.stringify(criteria)).toEqual(expected.sort());
    const { body } = await list(h.admin, { internal_number: aliceShipment.parcels[1].waybill.internal });
    expect(await numbers(h.admin, { out_number: body.data[0].out_number })).toEqual([aliceShipment.parcels[1].waybill.internal]);
    const filtered = await list(h.admin, { country: 'HU' });
    expect(filtered.body.recordsFiltered).toBe(1);
    expect(filtered.body.recordsTotal).toBeGreaterThanOrEqual(3);
    // Shipments list: the same criteria on shipment rows.
    expect(await numbers(h.admin, { type: 'shipments', country: 'HU' })).toEqual([bobShipment.waybill.internal]);
    expect(await numbers(h.admin, { type: 'shipments', status_group_id: 4 })).toEqual([aliceShipment.waybill.internal]);
    expect(await numbers(h.admin, { type: 'shipments', internal_number: aliceShipment.parcels[1].waybill.internal })).toEqual([
      aliceShipment.waybill.internal,
    ]);
    expect(await numbers(h.admin, { type: 'shipments', deleted: 1 })).toEqual([bobDeleted.waybill.internal]);
  });

  it('paging, order and bad input', async () => {
    const first = await list(h.admin, {}, { length: 1, start: 0 });
    const second = await list(h.admin, {}, { length: 1, start: 1 });
    expect(first.body.data).toHaveLength(1);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    expect((await list(h.admin, {}, { length: 5000 })).status).toBe(200);
    // Order by a column index (0: internal number) and by name.
    const ordered = await list(h.admin, {}, { order: [{ column: 0, dir: 'asc' }] });
    const names = ordered.body.data.map((r: any) => r.internal_number);
    expect(names).toEqual([...names].sort());
    expect((await list(h.admin, {}, { order: [{ column: 'client_name', dir: 'desc' }] })).status).toBe(200);
    for (const [criteria, extra] of [
      [{}, { length: 5001 }],
      [{ type: 'letters' }, {}],
      [{ country: 'DE' }, {}],
      [{ start: '2026-13-45' }, {}],
      [{ problem_rule_code: 'NOPE' }, {}],
      [{}, { order: [{ column: 99, dir: 'asc' }] }],
    ] as [Record<string, unknown>, Record<string, unknown>][]) {
      const { status, body } = await list(h.admin, criteria, extra);
      expect(status, JSON.stringify({ criteria, extra })).toBe(422);
      expect(body.code).toBe('validation_failed');
    }
  });

  it("the problem rule filter is the admins': a worker's is ignored", async () => {
    expect(await numbers(h.worker, { problem_rule_code: 'SHIPMENT_REGISTRATION_FAILED' })).toEqual(
      [...aliceParcels(), ...bobParcels()].sort(),
    );
  });

  it('stream (the reports): every row of the viewer, newest first, in keyset batches', async () => {
    const rows = h.api.app.get(ListingRows);
    const collect = async (criteria: Record<string, unknown>, viewer: { role: any; clientId: number | null }, size: number) => {
      const batches: any[][] = [];
      for await (const batch of rows.stream(listingCriteria.parse(criteria), viewer, size)) batches.push(batch);
      return batches;
    };
    const admin = await collect({}, { role: ROLES.admin, clientId: null }, 2);
    expect(admin.map((b) => b.length)).toEqual([2, 1]);
    const page = await list(h.admin);
    expect(admin.flat().map((r) => r.id)).toEqual(page.body.data.map((r: any) => r.id));
    const own = await collect({ client_id: bob.id }, { role: ROLES.client, clientId: alice.id }, 1);
    expect(
      own
        .flat()
        .map((r) => r.internal_number)
        .sort(),
    ).toEqual(aliceParcels());
    expect(
      (await collect({ type: 'shipments', deleted: 1 }, { role: ROLES.admin, clientId: null }, 10)).flat().map((r) => r.internal_waybill),
    ).toEqual([bobDeleted.waybill.internal]);
  });

  it('live: a change of the listing is told to admins, workers and the client concerned, never to another client', async () => {
    const workerToken = (await h.api.login(SEEDED.worker.email, SEEDED.worker.password)).token;
    const sockets: LiveSocket[] = [h.adminToken, workerToken, alice.token, bob.token].map((token) => connectLive(h.api.baseUrl, token));
    try {
      await Promise.all(sockets.map((s) => s.ready));
      const [admin, worker, aliceLive, bobLive] = sockets as [LiveSocket, LiveSocket, LiveSocket, LiveSocket];
      const listingNotes = (live: LiveSocket) =>
        eventsNamed<{ readModel: string }>(live, READ_MODEL_EVENT).filter((n) => n.readModel === 'listing');
      await create(alice.as, shipmentBody());
      await expect.poll(() => listingNotes(aliceLive).length, { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => listingNotes(admin).length, { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => listingNotes(worker).length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(listingNotes(bobLive)).toEqual([]);
    } finally {
      for (const s of sockets) s.close();
    }
  });

  it('group status: admins set a status on many parcels; 420 names those that already had it', async () => {
    const ids = bobShipment.parcels.map((p: any) => p.id);
    const body = { ids: [...ids, aliceShipment.parcels[1].id], id_status_type: 57 };
    expect((await h.worker.post('/api/app/v1/parcel/status/group', body)).status).toBe(403);
    expect((await alice.as.post('/api/app/v1/parcel/status/group', body)).status).toBe(403);
    const done = await h.admin.post('/api/app/v1/parcel/status/group', { ids, id_status_type: 57 });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe('Statusy przesyłek zostały zaaktualizowane pomyślnie!');
    expect(await numbers(h.admin, { last_status_id: 57 })).toEqual(bobParcels());
    const again = await h.admin.post('/api/app/v1/parcel/status/group', body);
    expect(again.status, JSON.stringify(again.body)).toBe(420);
    expect(again.body.numbers).toEqual(bobParcels());
    expect(again.body.message).toContain(bobParcels()[0]);
    // The other parcel was set.
    expect(await numbers(h.admin, { last_status_id: 57 })).toEqual([...bobParcels(), aliceShipment.parcels[1].waybill.internal].sort());
    const unknown = await h.admin.post('/api/app/v1/parcel/status/group', { ids: [999_999], id_status_type: 57 });
    expect(unknown.status).toBe(422);
    expect((await h.admin.post('/api/app/v1/parcel/status/group', { ids: [], id_status_type: 57 })).status).toBe(422);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, readEverything, SEEDED, type Caller } from '../../testing/index.js';
import { shipmentBody, startShipmentsHarness, type ShipmentsHarness } from '../../testing/shipments-harness.js';

const INTAKE = '/api/app/v1/parcel/scan-and-assign-to-client';
const VERIFY = '/api/app/v1/client/verify_choose';
const INBOUND = '/api/app/v1/external_inbound';
const ALIASES = '/api/app/v1/unknown_client_alias';
const WAREHOUSE = '/api/app/v1/warehouse';

type Client = Awaited<ReturnType<ShipmentsHarness['newClient']>>;

/** Intake with client assignment, external inbound and unknown client aliases end to end (spec/02 §4, §7; issue 11 §3). */
describe('intake, external inbound, unknown client aliases', () => {
  let h: ShipmentsHarness;
  let admin: Caller;
  let worker: Caller;
  let alice: Client;
  let bob: Client;
  const bobName = `Bogdan ${randomUUID().slice(0, 4)}`;
  let serial = 0;

  /** A new workstation's code, claimed by `as`. */
  const workAt = async (as: Caller): Promise<string> => {
    const code = `IN-${String(++serial).padStart(2, '0')}${String.fromCharCode(65 + (Date.now() % 26))}`;
    const created = await admin.post(`${WAREHOUSE}/workstation/store`, { code, workstation_type_id: 3, warehouse_id: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await as.post(`${WAREHOUSE}/workstation/workflow`, { code })).status).toBe(200);
    return code;
  };
  const barcode = () => `XB${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
  const scan = (as: Caller, body: Record<string, unknown>) => as.put(INTAKE, { scan_id: randomUUID(), ...body });
  const streamOf = async (stream: string) => (await readEverything(h.api.infra.store)).filter((e) => e.streamId === stream);

  beforeAll(async () => {
    h = await startShipmentsHarness();
    admin = h.admin;
    worker = h.worker;
    alice = await h.newClient({ name: `Alicja ${randomUUID().slice(0, 4)}`, post_code: '43-100', phone_number: '601200300' });
    bob = await h.newClient({ name: bobName, post_code: '40-001', phone_number: '602300400' });
    await workAt(worker);
    await workAt(admin);
  }, 120_000);

  afterAll(async () => {
    await h?.api.close();
  });

  describe('verifying the chosen client (POST client/verify_choose, the clients area)', () => {
    it('given the company post code (postal_code, as spec/02 names it) and phone without prefix, then verified; else not', async () => {
      const verify = async (body: Record<string, unknown>) => {
        const answer = await worker.post(VERIFY, { client_id: alice.id, ...body });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body.verified as boolean;
      };
      expect(await verify({ postal_code: '43100', phone_number: '601 200 300' })).toBe(true);
      expect(await verify({ postal_code: '40-001', phone_number: '601200300' })).toBe(false);
      expect(await verify({ postal_code: '43-100', phone_number: '602300400' })).toBe(false);
      expect((await worker.post(VERIFY, { client_id: 'x' })).body.errors).toMatchObject({
        client_id: expect.any(Array),
        post_code: ['required'],
      });
      expect((await alice.as.post(VERIFY, { client_id: alice.id, postal_code: '43-100', phone_number: '601200300' })).status).toBe(403);
    });
  });

  describe('the intake scan (PUT parcel/scan-and-assign-to-client)', () => {
    it('given no workstation, then 428; a workstation code, then 205 and the worker works there', async () => {
      const login = await h.api.login(SEEDED.worker.email, SEEDED.worker.password);
      const fresh = caller(h.api, login.token);
      await fresh.del(`${WAREHOUSE}/workstation/workflow`, {});
      expect((await fresh.put(INTAKE, { barcode: barcode(), client_id: alice.id })).status).toBe(428);
      const code = `IN-W${String.fromCharCode(65 + (Date.now() % 26))}`;
      expect((await admin.post(`${WAREHOUSE}/workstation/store`, { code, workstation_type_id: 3, warehouse_id: 1 })).status).toBe(201);
      const set = await fresh.put(INTAKE, { barcode: code.toLowerCase() });
      // 205 Reset Content carries no body: the screen reloads the workstation (whoami).
      expect(set.status).toBe(205);
      expect((await fresh.get('/api/whoami')).body.workstation.code).toBe(code);
      await workAt(worker);
    });

    it('given bad input, then 422 names the fields (barcode, EAN, status, sector, client, inbound)', async () => {
      expect((await worker.put(INTAKE, {})).body.errors).toMatchObject({ barcode: ['required'] });
      expect((await worker.put(INTAKE, { barcode: '5901234123457', client_id: alice.id })).body.errors).toEqual({
        barcode: ['intake_barcode_rejected'],
      });
      const errors = async (body: Record<string, unknown>) =>
        (await worker.put(INTAKE, { barcode: barcode(), client_id: alice.id, ...body })).body.errors;
      expect(await errors({ status_type_id: 999_999 })).toEqual({ status_type_id: ['status_type_unknown'] });
      expect(await errors({ problematic_sector_id: 999 })).toEqual({ problematic_sector_id: ['intake_sector_unknown'] });
      expect(await errors({ client_id: 999_999 })).toEqual({ client_id: ['client_not_found'] });
      expect(await errors({ external_inbound_id: 999_999 })).toEqual({ external_inbound_id: ['external_inbound_not_found'] });
      expect(await errors({ when: 'yesterday', create_duplicated_parcel_row: 'maybe' })).toMatchObject({
        when: ['invalid_value'],
        create_duplicated_parcel_row: ['invalid_value'],
      });
      expect((await worker.put(INTAKE, { barcode: barcode() })).body.errors).toEqual({ client_id: ['intake_client_required'] });
    });

    it('given an unknown barcode and a chosen client, then a buffer parcel (201) an admin adopts as unprocessable; a repeated scan id records once', async () => {
      const code = barcode();
      const scanId = randomUUID();
      const created = await worker.put(INTAKE, { barcode: code, client_id: alice.id, scan_id: scanId, where: 'TYCHY' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        message: 'parcel_created',
        client_id: alice.id,
        internal_number: expect.stringMatching(/^\dPRO\d{10}$/),
        internal_waybill: expect.stringMatching(/^\dWRO\d{10}$/),
      });
      const parcelId: number = created.body.parcel_id;
      const again = await worker.put(INTAKE, { barcode: code, client_id: alice.id, scan_id: scanId });
      expect(again.status).toBe(201);
      expect(again.body.parcel_id).toBe(parcelId);
      expect((await streamOf(`parcel-${parcelId}`)).map((e) => e.type)).toEqual(['ParcelBufferNumberSet', 'ParcelStatusRecorded']);

      // The parcel's shipment: unprocessable (init_scan), never sent to the courier, the barcode its buffer number.
      const shipment = (await admin.get(`/api/app/v2/shipment/${created.body.internal_number}`)).body.shipment;
      expect(shipment).toMatchObject({
        client_id: alice.id,
        internal_info: { creator: 'init_scan' },
        actions: { forceAssign: 'unprocessable' },
      });
      expect(shipment.parcels[0].waybill.external_buffer).toBe(code);
      const shipmentEvents = await streamOf(`shipment-${shipment.id}`);
      expect(shipmentEvents.map((e) => e.type)).toEqual(['ShipmentCreated']);
      expect(shipmentEvents[0]!.metadata).toMatchObject({ workstation: expect.stringMatching(/^IN-/), warehouse: 'TYCHY' });

      // Scanned again: a known parcel now (202 for its client, 206 without one, 208 for another client).
      expect((await scan(worker, { barcode: code, client_id: alice.id })).status).toBe(202);
      const messages = await scan(worker, { barcode: code });
      expect(messages.status).toBe(206);
      expect(messages.body.messages[0]).toContain(created.body.internal_number);
      const other = await scan(worker, { barcode: code, client_id: bob.id });
      expect(other.status).toBe(208);
      expect(other.body).toMatchObject({
        message: 'problematic_detected',
        problematic_sector_id: 6,
        problematic_sector_name: 'Strefa weryfikacji',
      });

      // The admin gives it to Bob: only as unprocessable; Bob sees the new shipment, Alice does not.
      expect((await admin.patch('/api/app/v1/parcel/adopt/buffer', { id_parcel: parcelId, id_client: bob.id })).body.code).toBe(
        'parcel_not_adoptable',
      );
      const adopted = await admin.patch('/api/app/v1/parcel/adopt/unprocessable', {
        id_parcel: parcelId,
        id_client: bob.id,
        is_emag_parcel: 0,
      });
      expect(adopted.status, JSON.stringify(adopted.body)).toBe(200);
      expect(adopted.body.message).toBe('adopted_unprocessable');
      const moved = (await bob.as.get(`/api/app/v2/shipment/${adopted.body.internal_waybill}`)).body.shipment;
      expect(moved).toMatchObject({ client_id: bob.id, internal_info: { creator: 'adoption' }, parcels: [{ id: parcelId }] });
      expect((await alice.as.get(`/api/app/v2/shipment/${adopted.body.internal_waybill}`)).status).toBe(404);
      // The barcode now names Bob's parcel.
      expect((await scan(worker, { barcode: code, client_id: bob.id })).status).toBe(202);
    });

    it('given a parcel of ours (its number or label), then its status for the chosen client (202) recorded once per scan id; a chosen sector 208', async () => {
      const number = (await alice.as.post('/api/app/v2/shipment/', shipmentBody())).body.internal_waybill as string;
      const { parcels } = await h.settled(alice.as, number);
      const parcel = parcels[0];
      const scanId = randomUUID();
      const first = await worker.put(INTAKE, { barcode: parcel.waybill.internal.toLowerCase(), client_id: alice.id, scan_id: scanId });
      expect(first.status, JSON.stringify(first.body)).toBe(202);
      expect(first.body).toMatchObject({ message: 'client_set', parcel_id: parcel.id, client_id: alice.id });
      const repeated = await worker.put(INTAKE, { barcode: parcel.waybill.internal, client_id: alice.id, scan_id: scanId });
      expect(repeated.status).toBe(202);
      const rows = (await streamOf(`parcel-${parcel.id}`)).filter((e) => e.type === 'ParcelStatusRecorded');
      expect(rows.map((e) => (e.data as { scanId?: string }).scanId)).toEqual([scanId]);

      const damaged = await scan(worker, { barcode: parcel.waybill.internal, client_id: alice.id, problematic_sector_id: 2 });
      expect(damaged.status).toBe(208);
      expect(damaged.body).toMatchObject({ problematic_sector_id: 2, problematic_sector_name: 'Uszkodzona przesyłka' });
      const sector = (await streamOf(`parcel-${parcel.id}`)).find((e) => e.type === 'ParcelSectorAssigned');
      expect(sector?.data).toMatchObject({ sectorId: 2, statusTypeId: 90 });

      const history = (await admin.get(`/api/app/v2/shipment/${number}/history`)).body.history;
      expect(history.parcels[0].history.length).toBeGreaterThanOrEqual(2);
    });

    it('given a deleted shipment, then the cancelled sector (208)', async () => {
      const number = (await alice.as.post('/api/app/v2/shipment/', shipmentBody())).body.internal_waybill as string;
      const { parcels } = await h.settled(alice.as, number);
      expect((await admin.del('/api/app/v2/shipment/', { waybill: number })).status).toBe(200);
      const answer = await scan(worker, { barcode: parcels[0].waybill.internal, client_id: alice.id });
      expect(answer.status, JSON.stringify(answer.body)).toBe(208);
      expect(answer.body.problematic_sector_id).toBe(5);
    });

    it('given two racing scans of one unknown barcode, then one parcel', async () => {
      const code = barcode();
      const answers = await Promise.all([1, 2, 3].map(() => scan(worker, { barcode: code, client_id: alice.id })));
      const ids = new Set(answers.map((a) => a.body.parcel_id));
      expect(ids.size, JSON.stringify(answers.map((a) => a.body))).toBe(1);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 202, 202]);
    });
  });

  describe('external inbound', () => {
    it('given a courier barcode, then 201 with the courier detected; again 409; the same scan id again the same answer', async () => {
      const code = `6${String(Date.now()).padStart(23, '0')}`;
      const scanId = randomUUID();
      const created = await worker.post(INBOUND, { barcode: code, scan_id: scanId });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ waybill: code, inbound_courier_id: 1, message: 'external_inbound_created' });
      const again = await worker.post(INBOUND, { barcode: code, scan_id: scanId });
      expect(again.status).toBe(201);
      expect(again.body.id).toBe(created.body.id);
      const duplicate = await worker.post(INBOUND, { barcode: code, scan_id: randomUUID() });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.code).toBe('external_inbound_exists');
      expect((await streamOf(`external-inbound-${created.body.id}`)).map((e) => e.type)).toEqual(['ExternalInboundReceived']);

      const detail = (await admin.get(`${INBOUND}/${created.body.id}`)).body;
      expect(detail).toMatchObject({
        id: created.body.id,
        barcode: code,
        waybill: code,
        inbound_courier_id: 1,
        comment: null,
        scanned_by_user: { email: SEEDED.worker.email },
        parcels: [],
      });
    });

    it('given one of our parcels, then 409; a workstation code 205; no workstation 428; bad input 422', async () => {
      const number = (await alice.as.post('/api/app/v2/shipment/', shipmentBody())).body.internal_waybill as string;
      const { parcels } = await h.settled(alice.as, number);
      expect((await worker.post(INBOUND, { barcode: parcels[0].waybill.internal })).status).toBe(409);
      expect((await worker.post(INBOUND, {})).body.errors).toEqual({ barcode: ['required'] });
      expect((await worker.post(INBOUND, { barcode: '12345678' })).body.errors).toEqual({ barcode: ['intake_barcode_rejected'] });
      const login = await h.api.login(SEEDED.admin.email, SEEDED.admin.password);
      const fresh = caller(h.api, login.token);
      await fresh.del(`${WAREHOUSE}/workstation/workflow`, {});
      expect((await fresh.post(INBOUND, { barcode: `JJD${Date.now()}` })).status).toBe(428);
      await workAt(admin);
    });

    it('given inbounds, then the couriers, the list (25 a page, courier and day filters) and the comment', async () => {
      const couriers = (await worker.get(`${INBOUND}/couriers`)).body as { id: number; name: string }[];
      expect(couriers.map((c) => c.name)).toEqual(['InPost', 'DPD', 'DHL', 'GLS', 'Poczta Polska', 'UPS', 'FedEx', 'Orlen Paczka']);
      const ups = await worker.post(INBOUND, { barcode: `1Z${String(Date.now()).padStart(16, '0')}` });
      const unknown = await worker.post(INBOUND, { barcode: `NOSHAPE-${Date.now()}` });
      expect(unknown.body.inbound_courier_id).toBeNull();

      const byCourier = (await worker.post(`${INBOUND}/list`, { inbound_courier_id: 6 })).body;
      expect(byCourier.data.map((r: any) => r.id)).toEqual([ups.body.id]);
      const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
      const todays = (await worker.post(`${INBOUND}/list`, { date: today })).body;
      expect(todays.data.map((r: any) => r.id)).toEqual(expect.arrayContaining([ups.body.id, unknown.body.id]));
      expect(todays.data[0].id).toBe(unknown.body.id);
      expect((await worker.post(`${INBOUND}/list`, { date: '2001-01-01' })).body.recordsTotal).toBe(0);
      const page = (await worker.post(`${INBOUND}/list`, {})).body;
      expect(page.data.length).toBeLessThanOrEqual(25);
      expect((await worker.post(`${INBOUND}/list`, { date: '2026-13-45' })).body.errors).toEqual({ date: ['invalid_value'] });

      expect((await worker.patch(INBOUND, { id: ups.body.id, comment: '  Karton uszkodzony  ' })).status).toBe(200);
      expect((await worker.get(`${INBOUND}/${ups.body.id}`)).body.comment).toBe('Karton uszkodzony');
      expect((await worker.patch(INBOUND, { id: 999_999, comment: 'x' })).status).toBe(404);
      expect((await worker.patch(INBOUND, { id: ups.body.id, comment: 'x'.repeat(1001) })).body.errors).toEqual({ comment: ['too_long'] });
      expect((await alice.as.post(`${INBOUND}/list`, {})).status).toBe(403);
    });

    it('given an intake scan of the inbound barcode, then 203; the next parcels scanned with it are listed under it', async () => {
      const code = `JJD${Date.now()}`;
      const inbound = (await worker.post(INBOUND, { barcode: code })).body;
      const found = await scan(worker, { barcode: code.toLowerCase(), client_id: alice.id });
      expect(found.status, JSON.stringify(found.body)).toBe(203);
      expect(found.body).toMatchObject({ message: 'external_inbound_found', external_inbound_id: inbound.id });
      const created = await scan(worker, { barcode: barcode(), client_id: alice.id, external_inbound_id: inbound.id });
      expect(created.status).toBe(201);
      const detail = (await worker.get(`${INBOUND}/${inbound.id}`)).body;
      expect(detail.parcels).toEqual([{ id: created.body.parcel_id, number: created.body.internal_number, added_at: expect.any(String) }]);
      const listed = (await worker.post(`${INBOUND}/list`, { search: { value: code.slice(3) } })).body.data;
      expect(listed).toEqual([expect.objectContaining({ id: inbound.id, parcels_count: 1 })]);
    });
  });

  describe('unknown client aliases', () => {
    it('given an intake scan under an unknown alias, then it is reported with the chosen client proposed; the admin resolves it and it names the client', async () => {
      const alias = `Sklep Marketplace ${randomUUID().slice(0, 6)}`;
      const first = await scan(worker, { barcode: barcode(), client_id: alice.id, client_alias: alias });
      expect(first.status).toBe(201);
      expect(first.body.messages.join(' ')).toContain('Nieznany alias klienta');
      // Reported once only.
      await scan(worker, { barcode: barcode(), client_id: alice.id, client_alias: `  ${alias.toUpperCase()} ` });
      const list = (await admin.get(ALIASES)).body as { lp: number; id: number; alias: string }[];
      const mine = list.filter((a) => a.alias.toLowerCase() === alias.toLowerCase());
      expect(mine).toHaveLength(1);
      expect(list.map((a) => a.lp)).toEqual(list.map((_, i) => i + 1));
      const detail = (await admin.get(`${ALIASES}/${mine[0]!.id}`)).body;
      expect(detail).toEqual({
        id: mine[0]!.id,
        alias,
        proposed_client_id: alice.id,
        client_name: expect.stringMatching(/^Alicja/),
        is_emag: 0,
        client_id: null,
        resolved: false,
      });

      expect((await worker.get(ALIASES)).status).toBe(403);
      const notProposed = await admin.put(ALIASES, { id: detail.id, client_id: bob.id, is_emag: 1, resolved_type: 'proposition' });
      expect(notProposed.body.errors).toEqual({ client_id: ['client_alias_not_proposed'] });
      expect((await admin.put(ALIASES, { id: detail.id, client_id: alice.id, resolved_type: 'other' })).body.errors).toEqual({
        resolved_type: ['invalid_value'],
      });
      expect((await admin.put(ALIASES, { id: 999_999, client_id: alice.id, resolved_type: 'manual' })).status).toBe(404);
      const resolved = await admin.put(ALIASES, { id: detail.id, client_id: alice.id, is_emag: '1', resolved_type: 'proposition' });
      expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
      expect(resolved.body).toEqual({ message: 'client_alias_created' });
      expect(((await admin.get(ALIASES)).body as { id: number }[]).map((a) => a.id)).not.toContain(detail.id);
      expect((await admin.get(`${ALIASES}/${detail.id}`)).body).toMatchObject({ client_id: alice.id, is_emag: 1, resolved: true });

      // Now the alias alone names Alice: an unknown barcode under it becomes her (eMAG) buffer parcel.
      const byAlias = await scan(worker, { barcode: barcode(), client_alias: alias });
      expect(byAlias.status, JSON.stringify(byAlias.body)).toBe(201);
      expect(byAlias.body.client_id).toBe(alice.id);
      const shipment = (await admin.get(`/api/app/v2/shipment/${byAlias.body.internal_number}`)).body.shipment;
      expect(shipment.internal_info.is_emag).toBe(true);
    });

    it("given a client's own name as the alias, then that client without a report", async () => {
      const answer = await scan(worker, { barcode: barcode(), client_alias: bobName.toLowerCase() });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.client_id).toBe(bob.id);
      expect(((await admin.get(ALIASES)).body as { alias: string }[]).map((a) => a.alias)).not.toContain(bobName.toLowerCase());
    });
  });
});

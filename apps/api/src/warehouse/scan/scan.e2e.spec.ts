import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelBarcode, parcelStream } from '@parcel/domain';
import { caller, SEEDED, type Caller } from '../../testing/index.js';
import { parcel, recipient, shipmentBody, startShipmentsHarness, type ShipmentsHarness } from '../../testing/shipments-harness.js';

const SCAN = '/api/app/v1/parcel/scan';
const FIND = '/api/app/v1/parcel/find';
const WORKSTATIONS = '/api/app/v1/warehouse/workstation';

interface Parcel {
  id: number;
  number: string;
  outNumber: string | null;
  shipment: string;
}

/** The scanning screen's calls end to end (spec/02 §4 "Scan flow", §7 "Scan", "Parcel"), against the sandbox courier. */
describe('scanning (warehouse)', () => {
  let h: ShipmentsHarness;
  let admin: Caller;
  let worker: Caller;
  let alice: Awaited<ReturnType<ShipmentsHarness['newClient']>>;
  let bob: Awaited<ReturnType<ShipmentsHarness['newClient']>>;
  let desk: string;
  let otherDesk: string;
  let serial = 0;

  const workstation = async (): Promise<string> => {
    const code = `SC-${String(++serial).padStart(2, '0')}${String.fromCharCode(65 + (Date.now() % 26))}`;
    const created = await admin.post(`${WORKSTATIONS}/store`, { code, workstation_type_id: 1, warehouse_id: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return code;
  };

  /** A registered shipment of the client; its parcels with their numbers. */
  const shipment = async (as: Caller, body: Record<string, unknown> = shipmentBody()): Promise<Parcel[]> => {
    const created = await as.post('/api/app/v2/shipment/', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const settled = await h.settled(as, created.body.internal_waybill);
    return settled.parcels.map((p: any) => ({
      id: p.id,
      number: p.waybill.internal,
      outNumber: p.waybill.external_last_mile,
      shipment: created.body.internal_waybill,
    }));
  };
  const one = async (as: Caller = alice.as) => (await shipment(as))[0]!;
  const events = async (parcelId: number) => (await h.api.infra.store.readStream(parcelStream(parcelId))).map((e) => e.type);
  const history = async (p: Parcel) => (await worker.get(`${FIND}/internal_number/${p.number}/history`)).body as any[];

  beforeAll(async () => {
    h = await startShipmentsHarness();
    admin = h.admin;
    worker = h.worker;
    alice = await h.newClient();
    bob = await h.newClient();
    desk = await workstation();
    otherDesk = await workstation();
  }, 120_000);
  afterAll(() => h?.api.close());

  describe('the workstation', () => {
    it('given no workstation, when a parcel is scanned or measured, then 428 workstation_required', async () => {
      const p = await one();
      expect((await worker.post(SCAN, { barcode: p.number })).status).toBe(428);
      const dims = await worker.patch('/api/app/v1/parcel/dimensions', {
        id: p.id,
        weight: 1,
        height: 10,
        width: 10,
        length: 10,
        non_conveyable: 0,
      });
      expect(dims.status).toBe(428);
      expect((await worker.patch('/api/app/v1/warehouse/scan/internal_instruction_code', { code: 'MANUAL' })).status).toBe(428);
    });

    it('given a workstation code scanned, then 205 without a body and the worker works there; another desk then answers 403', async () => {
      const set = await worker.post(SCAN, { barcode: desk.toLowerCase() });
      expect(set.status).toBe(205);
      expect(set.body ?? '').toEqual('');
      expect((await worker.get('/api/whoami')).body.workstation).toMatchObject({ code: desk });
      expect((await worker.post(SCAN, { barcode: desk })).status).toBe(205);
      const elsewhere = await worker.post(SCAN, { barcode: otherDesk });
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body).toEqual({ code: 'workstation_elsewhere' });
    });
  });

  describe('scanning parcels (the worker at the desk)', () => {
    beforeAll(async () => {
      expect((await worker.post(SCAN, { barcode: desk })).status).toBe(205);
    });

    it('given a registered parcel, when its number is scanned, then 200 with its id, a row at TYCHY by the worker, and the event carries the desk', async () => {
      const p = await one();
      const scanned = await worker.post(SCAN, { barcode: p.number });
      expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
      expect(scanned.body).toEqual({
        messages: [],
        data: { parcel_id: p.id, re_pasting_required: false, suggested_status_type_id: null, suggested_problematic_sector_id: null },
      });
      // Answered before the read models: the next read waits for them instead (docs/warehouse.md, "Answer first").
      expect(scanned.headers.get('x-read-model')).toBe('pending');
      const [row] = await history(p);
      expect(row).toMatchObject({
        displayed_name: 'Przyjęta w magazynie',
        where: 'TYCHY',
        email: SEEDED.worker.email,
        workstation: desk,
        deletion_allowed: true,
      });
      const recorded = (await h.api.infra.store.readStream(parcelStream(p.id))).at(-1)!;
      expect(recorded.metadata).toMatchObject({ workstation: desk, warehouse: 'TYCHY' });
    });

    it('given the parcel has the status already, when scanned again with it, then 204 and nothing more is recorded', async () => {
      const p = await one();
      expect((await worker.post(SCAN, { barcode: p.number })).status).toBe(200);
      const again = await worker.post(SCAN, { barcode: p.number, id_status_type: 55 });
      expect(again.status).toBe(204);
      expect(await events(p.id)).toEqual(['ParcelStatusRecorded']);
    });

    it('given a scan id sent twice (the offline queue), then both answers are the same and the row is recorded once', async () => {
      const p = await one();
      const body = { barcode: p.number, id_status_type: 56, scan_id: 'queue-1', scanned_at: '2026-11-24T06:00:00Z' };
      const first = await worker.post(SCAN, body);
      const second = await worker.post(SCAN, body);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(await events(p.id)).toEqual(['ParcelStatusRecorded']);
      expect((await history(p))[0]).toMatchObject({ displayed_name: 'Posortowana', when: '2026-11-24T06:00:00.000Z' });
    });

    it('given the label code, its re-stick label (0000) or a courier number, then the parcel is found; re-sticking is asked for the last two', async () => {
      const [first, second] = await shipment(alice.as, shipmentBody({ parcels: [parcel(1), parcel(2)] }));
      const fields = { parcelId: first!.id, position: 1, count: 2, countryId: 1, service: 1 };
      const byLabel = await worker.post(SCAN, { barcode: labelBarcode(fields) });
      expect(byLabel.body.data).toMatchObject({ parcel_id: first!.id, re_pasting_required: false });
      const restick = await worker.post(SCAN, { barcode: labelBarcode(fields, true), id_status_type: 56 });
      expect(restick.body.data).toMatchObject({ parcel_id: first!.id, re_pasting_required: true });
      const byOut = await worker.post(SCAN, { barcode: second!.outNumber });
      expect(byOut.body.data).toMatchObject({ parcel_id: second!.id, re_pasting_required: true });
      const byRe = await worker.post(SCAN, { barcode: `RE_${second!.outNumber}`, id_status_type: 56 });
      expect(byRe.body.data).toMatchObject({ parcel_id: second!.id, re_pasting_required: true });
    });

    it('given codes the scanner rules refuse, then 422 with the warning; an unknown parcel 404 with a message', async () => {
      const ean8 = await worker.post(SCAN, { barcode: '12345670' });
      expect(ean8.status).toBe(422);
      expect(ean8.body).toEqual({ code: 'scan_rejected', message: 'Zeskanowano nieprawidłowy kod - wykryto EAN8' });
      const tooFast = await worker.post(SCAN, { barcode: '1000000000000000000000000000' + '7PRO1234' });
      expect(tooFast.body).toEqual({ code: 'scan_rejected', message: 'Zbyt szybko skanujesz przesyłki' });
      const unknown = await worker.post(SCAN, { barcode: 'XX-UNKNOWN-77' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ code: 'scan_parcel_not_found', message: expect.stringContaining('nie ma w systemie') });
      const empty = await worker.post(SCAN, { barcode: '  ' });
      expect(empty.body.errors).toEqual({ barcode: ['required'] });
    });

    it('given a status that may not repeat, when given a second time, then 422 on id_status_type', async () => {
      const p = await one();
      expect((await worker.post(SCAN, { barcode: p.number, id_status_type: 57 })).status).toBe(200);
      expect((await worker.post(SCAN, { barcode: p.number, id_status_type: 55 })).status).toBe(200);
      const refused = await worker.post(SCAN, { barcode: p.number, id_status_type: 57 });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ id_status_type: ['status_not_repeatable'] });
      expect((await worker.post(SCAN, { barcode: p.number, id_status_type: 999_999 })).body.errors).toEqual({
        id_status_type: ['status_type_unknown'],
      });
    });

    it('given a known problem, then a sector is required and the parcel is put there; an unknown problem goes to sector 1', async () => {
      const p = await one();
      const missing = await worker.post(SCAN, { barcode: p.number, id_status_type: 90 });
      expect(missing.body.errors).toEqual({ id_problematic_sector: ['problematic_sector_required'] });
      const noSuch = await worker.post(SCAN, { barcode: p.number, id_status_type: 90, id_problematic_sector: 99_999 });
      expect(noSuch.body.errors).toEqual({ id_problematic_sector: ['problematic_sector_not_found'] });
      expect((await worker.post(SCAN, { barcode: p.number, id_status_type: 90, id_problematic_sector: 2 })).status).toBe(200);
      expect((await worker.get(`${FIND}/id/${p.id}`)).body.problematic_sector).toEqual({ id: 2, code: '2', name: 'Uszkodzona przesyłka' });
      const q = await one();
      expect((await worker.post(SCAN, { barcode: q.number, id_status_type: 91, id_problematic_sector: 2 })).status).toBe(200);
      expect((await worker.get(`${FIND}/id/${q.id}`)).body).toMatchObject({ problematic_sector: { id: 1 }, status: { id: 91 } });
      expect(await events(q.id)).toEqual(['ParcelSectorAssigned', 'ParcelStatusRecorded']);
    });

    it('given a duplicate-label sector, when the extra row is asked, then a second row marks the duplicate; other sectors refuse it', async () => {
      const p = await one();
      const refused = await worker.post(SCAN, {
        barcode: p.number,
        id_status_type: 90,
        id_problematic_sector: 2,
        create_duplicated_parcel_row: 1,
      });
      expect(refused.body.errors).toEqual({ create_duplicated_parcel_row: ['duplicated_row_not_allowed'] });
      const dup = await worker.post(SCAN, {
        barcode: p.number,
        id_status_type: 90,
        id_problematic_sector: 3,
        create_duplicated_parcel_row: 'true',
      });
      expect(dup.status).toBe(200);
      expect((await history(p)).map((r) => r.where).sort()).toEqual(['TYCHY', 'TYCHY (duplikat etykiety)']);
    });

    it('given a deleted shipment, then 409 suggests the cancelled sector; scanned into it, then recorded', async () => {
      const p = await one();
      expect((await admin.del('/api/app/v2/shipment', { waybill: p.shipment })).status).toBe(200);
      const refused = await worker.post(SCAN, { barcode: p.number });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        code: 'scan_parcel_cancelled',
        message: expect.stringContaining('anulowana'),
        suggested_status_type_id: 90,
        suggested_problematic_sector_id: 5,
      });
      const sent = await worker.post(SCAN, { barcode: p.number, id_status_type: 90, id_problematic_sector: 5 });
      expect(sent.status).toBe(200);
      expect((await worker.get(`${FIND}/id/${p.id}?fields[]=problematic_sector&fields[]=deleted`)).body).toEqual({
        problematic_sector: { id: 5, code: '5', name: 'Przesyłki anulowane i usunięte' },
        deleted: true,
      });
    });

    it('given a parcel the courier refused (no out number), then the answer says so', async () => {
      const created = await alice.as.post('/api/app/v2/shipment/', shipmentBody({ recipient: recipient({ name: 'SANDBOX-REJECT Ana' }) }));
      const settled = await h.settled(alice.as, created.body.internal_waybill);
      expect(settled.registration).toBe('failed');
      const scanned = await worker.post(SCAN, { barcode: settled.parcels[0].waybill.internal });
      expect(scanned.status).toBe(200);
      expect(scanned.body.messages).toEqual([{ code: 'parcel_without_out_number', message: 'Przesyłka nie posiada numeru wyjściowego' }]);
    });

    it("given two clients' parcels, then each is scanned as its own, and a client named that is not the parcel's is refused", async () => {
      const a = await one(alice.as);
      const b = await one(bob.as);
      expect((await worker.post(SCAN, { barcode: a.number, id_client: alice.id })).body.data.parcel_id).toBe(a.id);
      expect((await worker.post(SCAN, { barcode: b.number, id_client: String(bob.id) })).body.data.parcel_id).toBe(b.id);
      const wrong = await worker.post(SCAN, { barcode: b.number, id_client: alice.id, id_status_type: 56 });
      expect(wrong.body.errors).toEqual({ id_client: ['scan_parcel_of_other_client'] });
      expect((await worker.get(`${FIND}/id/${a.id}`)).body).toMatchObject({ client_id: alice.id, shipment_number: a.shipment });
      expect((await worker.get(`${FIND}/id/${b.id}`)).body).toMatchObject({ client_id: bob.id, shipment_number: b.shipment });
    });

    it('given a client or no token, then the scan is refused (403, 401)', async () => {
      expect((await alice.as.post(SCAN, { barcode: 'X' })).status).toBe(403);
      expect((await caller(h.api, undefined).post(SCAN, { barcode: 'X' })).status).toBe(401);
    });
  });

  describe('the parcel, its history and dimensions', () => {
    let p: Parcel;
    beforeAll(async () => {
      p = await one();
      expect((await worker.post(SCAN, { barcode: p.number })).status).toBe(200);
    });

    it('given any of its numbers, then the same parcel; fields[] picks the fields; an unknown one is 404', async () => {
      const full = (await worker.get(`${FIND}/internal_number/${p.number}`)).body;
      expect(full).toMatchObject({
        id: p.id,
        internal_number: p.number,
        out_number: p.outNumber,
        shipment_number: p.shipment,
        weight: 1.25,
        height: 10,
        width: 20,
        length: 30,
        volumetric_weight: 1.2,
        weight_value: 1.25,
        non_conveyable: 0,
        measured: false,
        status: { id: 55, name: 'Przyjęta w magazynie' },
        client_name: expect.any(String),
      });
      for (const path of [`out_number/${p.outNumber}`, `barcode/${p.number}`, `id/${p.id}`]) {
        expect((await worker.get(`${FIND}/${path}`)).body.id).toBe(p.id);
      }
      expect((await worker.get(`${FIND}/id/${p.id}?fields[]=weight&fields[]=out_number`)).body).toEqual({
        weight: 1.25,
        out_number: p.outNumber,
      });
      expect((await worker.get(`${FIND}/id/${p.id}?fields=weight,height`)).body).toEqual({ weight: 1.25, height: 10 });
      expect((await worker.get(`${FIND}/id/${p.id}?fields[]=password`)).status).toBe(422);
      expect((await worker.get(`${FIND}/out_number/NOPE123456`)).status).toBe(404);
      expect((await worker.get(`${FIND}/colour/red`)).status).toBe(422);
      expect((await alice.as.get(`${FIND}/id/${p.id}`)).status).toBe(403);
    });

    it('given plausible new dimensions, then the check passes and they are saved with volumetric and accounted weight', async () => {
      const dims = { id: p.id, weight: 2, height: 40, width: 40, length: 60, non_conveyable: 1 };
      const check = await worker.post('/api/app/v1/parcel/check-dimensions', dims);
      expect(check.status).toBe(200);
      const saved = await worker.patch('/api/app/v1/parcel/dimensions', dims);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toEqual({
        message: 'dimensions_updated',
        data: { id: p.id, weight: 2, height: 40, width: 40, length: 60, volumetric_weight: 19.2, weight_value: 19.2, non_conveyable: 1 },
      });
      expect((await worker.get(`${FIND}/id/${p.id}`)).body).toMatchObject({
        measured: true,
        weight: 2,
        weight_value: 19.2,
        non_conveyable: 1,
      });
      expect((await worker.patch('/api/app/v1/parcel/dimensions', dims)).status).toBe(200);
      expect((await events(p.id)).filter((t) => t === 'ParcelMeasured')).toHaveLength(1);
    });

    it('given implausible dimensions, then the check answers 406 with a message to confirm', async () => {
      const check = await worker.post('/api/app/v1/parcel/check-dimensions', {
        id: p.id,
        weight: 9,
        height: 40,
        width: 40,
        length: 160,
        non_conveyable: 0,
      });
      expect(check.status).toBe(406);
      expect(check.body.code).toBe('dimensions_implausible');
      expect(check.body.message).toContain('Bok 160 cm');
      expect(check.body.message).toContain('Czy na pewno');
    });

    it('given only a weight, then dimensions-selective keeps the other sides', async () => {
      const saved = await worker.patch('/api/app/v1/parcel/dimensions-selective', { id: p.id, weight: '3.5' });
      expect(saved.body.data).toMatchObject({ weight: 3.5, height: 40, width: 40, length: 60, non_conveyable: 1 });
      expect((await worker.patch('/api/app/v1/parcel/dimensions-selective', { id: p.id })).body.errors).toEqual({ weight: ['required'] });
      const bad = await worker.patch('/api/app/v1/parcel/dimensions', { id: p.id, weight: 0, height: 'x' });
      expect(Object.keys(bad.body.errors).sort()).toEqual(['height', 'length', 'non_conveyable', 'weight', 'width']);
    });

    it('given a status row, when deleted, then it leaves the history; a second time 404', async () => {
      const extra = await worker.post(SCAN, { barcode: p.number, id_status_type: 56 });
      expect(extra.status).toBe(200);
      const [row] = await history(p);
      expect(row.displayed_name).toBe('Posortowana');
      const removed = await worker.del('/api/app/v1/parcel/status', { id: row.id });
      expect(removed.status).toBe(200);
      expect((await history(p)).map((r) => r.id)).not.toContain(row.id);
      expect((await worker.del('/api/app/v1/parcel/status', { id: row.id })).status).toBe(404);
    });

    it('given internal instruction codes, then the screen is told what to do; an unknown one is 422', async () => {
      const instruction = (code: string) => worker.patch('/api/app/v1/warehouse/scan/internal_instruction_code', { code });
      expect((await instruction('#II#STATUS-90')).body).toEqual({ instruction: { action: 'set_status', status_type_id: 90 } });
      expect((await instruction('manual')).body).toEqual({ instruction: { action: 'toggle_manual' } });
      expect((await instruction('DIMS')).body).toEqual({ instruction: { action: 'open_dimensions' } });
      expect((await instruction('STATUS-999999')).body.errors).toEqual({ code: ['internal_instruction_unknown'] });
      expect((await instruction('ZONE7')).body.errors).toEqual({ code: ['internal_instruction_unknown'] });
      expect((await worker.post(SCAN, { barcode: '#II#MANUAL' })).body).toMatchObject({ code: 'scan_rejected' });
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelBarcode } from '@parcel/domain';
import type { Caller } from '../../testing/index.js';
import {
  BUDAPEST,
  parcel,
  recipient,
  shipmentBody,
  startShipmentsHarness,
  type ShipmentsHarness,
} from '../../testing/shipments-harness.js';

const CLASSIFY = '/api/app/v1/parcel/classify/courier';
const SENDING_SHIPMENTS_BLOCK = 1;

interface Parcel {
  id: number;
  waybill: { internal: string; external_last_mile: string | null; external_return: string | null };
}

/** Sorting end to end (spec/03 §8; docs/sorting.md): every outcome, roles, a repeated scan id, two clients. */
describe('sorting: POST parcel/classify/courier', () => {
  let h: ShipmentsHarness;
  let admin: Caller;
  let worker: Caller;
  let alice: { id: number; as: Caller };
  let bob: { id: number; as: Caller };
  let workerDesk: string;
  let adminDesk: string;

  const newDesk = async (code: string) => {
    const created = await admin.post('/api/app/v1/warehouse/workstation/store', { code, workstation_type_id: 2, warehouse_id: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return code;
  };

  beforeAll(async () => {
    h = await startShipmentsHarness();
    admin = h.admin;
    worker = h.worker;
    alice = await h.newClient({ name: 'Sklep Alicji' });
    bob = await h.newClient({ name: 'Hurtownia Bolka' });
    workerDesk = await newDesk('SORT-W1');
    adminDesk = await newDesk('SORT-A1');
    await newDesk('SORT-X9');
  }, 120_000);
  afterAll(() => h?.api.close());

  const ship = async (as: Caller, body: Record<string, unknown> = shipmentBody()) => {
    const created = await as.post('/api/app/v2/shipment/', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const shipment = await h.settled(as, created.body.internal_waybill);
    return { number: created.body.internal_waybill as string, parcels: shipment.parcels as Parcel[], shipment };
  };
  const classify = (as: Caller, barcode: string, extra: Record<string, unknown> = {}) =>
    as.post(CLASSIFY, { barcode, status_type_id: 56, problematic_sector_id: null, ...extra });
  const historyOf = async (number: string) => (await admin.get(`/api/app/v2/shipment/${number}/history`)).body.history.parcels;

  describe('where the scan happens', () => {
    it('no workstation: 428; its own workstation code: 205 and then it sorts; another workstation: 403', async () => {
      const { parcels } = await ship(alice.as);
      const before = await classify(worker, parcels[0]!.waybill.internal);
      expect(before.status, JSON.stringify(before.body)).toBe(428);
      expect(before.body.code).toBe('workstation_required');

      const set = await classify(worker, workerDesk.toLowerCase());
      expect(set.status).toBe(205);
      expect((await worker.get('/api/whoami')).body.workstation).toMatchObject({ code: workerDesk });
      expect((await classify(worker, workerDesk)).status).toBe(205);

      const elsewhere = await classify(worker, 'SORT-X9');
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body.code).toBe('workstation_elsewhere');

      expect((await classify(admin, adminDesk)).status).toBe(205);
    });

    it('bad input answers 422 on its field; clients may not sort', async () => {
      const fields = async (body: Record<string, unknown>) => {
        const answer = await worker.post(CLASSIFY, body);
        expect(answer.status, JSON.stringify(answer.body)).toBe(422);
        return Object.keys(answer.body.errors);
      };
      expect(await fields({})).toEqual(['barcode']);
      expect(await fields({ barcode: '12345678' })).toEqual(['barcode']); // EAN8
      expect(await fields({ barcode: '1'.repeat(40) })).toEqual(['barcode']); // too long for one code
      expect(await fields({ barcode: '4PRO0000000001', status_type_id: 'x' })).toEqual(['status_type_id']);
      expect(await fields({ barcode: '4PRO0000000001', status_type_id: 99999 })).toEqual(['status_type_id']);
      expect(await fields({ barcode: '4PRO0000000001', problematic_sector_id: 9999 })).toEqual(['problematic_sector_id']);
      expect(await fields({ barcode: '4PRO0000000001', scanned_at: 'yesterday' })).toEqual(['scanned_at']);
      expect(await fields({ barcode: '4PRO0000000001', scan_id: 'x'.repeat(65) })).toEqual(['scan_id']);
      expect(await fields({ barcode: '4PRO0000000001', status_type_id: 90 })).toEqual(['problematic_sector_id']);
      expect((await alice.as.post(CLASSIFY, { barcode: '4PRO0000000001' })).status).toBe(403);
    });

    it('a code that is no parcel of ours: 404, the reception zone', async () => {
      const answer = await classify(worker, 'UNKNOWN-BARCODE-42');
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'sorting_parcel_unknown', zone: 10, zone_name: 'Przyjęcie przesyłek' });
      // A well-formed parcel number of an id no parcel can have, and a courier-like number nobody issued.
      expect((await classify(worker, '4PRO0000000001')).status).toBe(404);
      expect((await classify(worker, '1SDY999999999001')).status).toBe(404);
    });
  });

  describe('201: the zone, the bucket and the courier', () => {
    it('a home delivery to Romania by its parcel number: zone 1, Sameday, status 56 with the scan time at TYCHY', async () => {
      const { number, parcels } = await ship(alice.as);
      const answer = await classify(worker, parcels[0]!.waybill.internal, { client_id: alice.id });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body).toEqual({
        message: 'classified',
        zone: 1,
        zone_name: 'Rumunia – dostawa do domu',
        bucket: { identifier: 'RO-24', name: 'Sameday Rumunia – kurier do domu' },
        courier: 'Sameday',
        completed_multi_pack: null,
        parcel_id: parcels[0]!.id,
        parcel_number: parcels[0]!.waybill.internal,
      });
      const rows = (await historyOf(number))[0];
      expect(JSON.stringify(rows)).toContain('Posortowana');
      expect(JSON.stringify(rows)).toContain('TYCHY');
    });

    it('by the 28-digit label and by the courier’s out number; Hungary is zone 3', async () => {
      const body = shipmentBody({
        recipient: recipient({
          country: { id: 3 },
          phone: { prefix: '+36', number: '201234567' },
          address: { locality_id: BUDAPEST, details: 'Váci utca 1' },
        }),
      });
      const { parcels } = await ship(alice.as, body);
      const label = labelBarcode({ parcelId: parcels[0]!.id, position: 1, count: 1, countryId: 3, service: 1 });
      const byLabel = await classify(worker, label);
      expect(byLabel.status, JSON.stringify(byLabel.body)).toBe(201);
      expect(byLabel.body).toMatchObject({ zone: 3, bucket: { identifier: 'HU-24' }, courier: 'Sameday' });
      const byOutNumber = await classify(worker, parcels[0]!.waybill.external_last_mile!);
      expect(byOutNumber.status).toBe(201);
      expect(byOutNumber.body.parcel_id).toBe(parcels[0]!.id);
    });

    it('a return goes to the client’s bucket in zone 5', async () => {
      const { parcels } = await ship(
        bob.as,
        shipmentBody({ delivery_service: 2, sender: recipient({ name: 'Ion Ionescu' }), recipient: null }),
      );
      const answer = await classify(admin, parcels[0]!.waybill.external_return!);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body).toMatchObject({ zone: 5, bucket: { identifier: `K${bob.id}`, name: 'Hurtownia Bolka' }, courier: null });
    });

    it('a known problem with a sector: zone 9, the sector as bucket; the unknown problem goes to sector 1', async () => {
      const { parcels } = await ship(alice.as);
      const known = await classify(worker, parcels[0]!.waybill.internal, { status_type_id: 90, problematic_sector_id: 2 });
      expect(known.status, JSON.stringify(known.body)).toBe(201);
      expect(known.body).toMatchObject({ zone: 9, bucket: { identifier: 'S2', name: 'Uszkodzona przesyłka' }, courier: null });
      // Waiting in the sector, a normal sort sends it back there and suggests the sector.
      const back = await classify(worker, parcels[0]!.waybill.internal);
      expect(back.status).toBe(406);
      expect(back.body).toMatchObject({
        code: 'sorting_no_bucket',
        reason: 'in_problem_sector',
        zone: 9,
        suggested_status_type_id: 90,
        suggested_problematic_sector_id: 2,
      });

      const other = await ship(alice.as);
      const unknown = await classify(worker, other.parcels[0]!.waybill.internal, { status_type_id: 91 });
      expect(unknown.status).toBe(201);
      expect(unknown.body).toMatchObject({ zone: 9, bucket: { identifier: 'S1', name: 'Nieznany problem' } });
    });
  });

  describe('multi-packs', () => {
    it('424 until every parcel is here (the waiting room); the last scan completes it and names the waiting ones', async () => {
      const { parcels } = await ship(alice.as, shipmentBody({ parcels: [parcel(1), parcel(2), parcel(3)] }));
      const [first, second, third] = parcels as [Parcel, Parcel, Parcel];
      const waiting = await classify(worker, first.waybill.internal);
      expect(waiting.status, JSON.stringify(waiting.body)).toBe(424);
      expect(waiting.body).toMatchObject({
        code: 'sorting_multi_pack_incomplete',
        zone: 6,
        zone_name: 'Poczekalnia wielopaków',
        present: 1,
        total: 3,
        missing: [second.waybill.internal, third.waybill.internal],
      });
      // The second parcel was received on the scanning screen (status 55): it counts as here.
      await worker.post('/api/app/v2/parcel/history', [{ parcel_id: second.id, status_type_id: 55 }]);
      const completing = await classify(worker, third.waybill.internal);
      expect(completing.status, JSON.stringify(completing.body)).toBe(201);
      expect(completing.body).toMatchObject({ zone: 1, completed_multi_pack: [first.waybill.internal] });
      // The parcel fetched from the waiting room now goes to its bucket.
      const fetched = await classify(worker, first.waybill.internal);
      expect(fetched.status).toBe(201);
      expect(fetched.body).toMatchObject({ zone: 1, completed_multi_pack: null });
    });

    it('412 when another parcel of the multi-pack still waits in the buffer', async () => {
      const { parcels } = await ship(alice.as, shipmentBody({ parcels: [parcel(1), parcel(2)] }));
      expect(
        (await worker.put('/api/app/v1/parcel/set-new-buffer-number', { parcel_id: parcels[1]!.id, barcode: 'FOREIGN-778899', emag: 0 }))
          .status,
      ).toBe(200);
      const answer = await classify(worker, parcels[0]!.waybill.internal);
      expect(answer.status).toBe(412);
      expect(answer.body).toMatchObject({
        code: 'sorting_multi_pack_in_buffer',
        zone: 14,
        suggested_status_type_id: 90,
        suggested_problematic_sector_id: 6,
      });
    });
  });

  describe('refusals record nothing', () => {
    it('402 a parcel of another client than the one being sorted: verification zone 14', async () => {
      const { number, parcels } = await ship(bob.as);
      const answer = await classify(worker, parcels[0]!.waybill.internal, { client_id: alice.id });
      expect(answer.status).toBe(402);
      expect(answer.body).toMatchObject({
        code: 'sorting_wrong_client',
        reason: 'other_client',
        zone: 14,
        zone_name: 'Strefa weryfikacji',
        suggested_status_type_id: 90,
        suggested_problematic_sector_id: 6,
      });
      expect(JSON.stringify(await historyOf(number))).not.toContain('Posortowana');
      expect((await classify(worker, parcels[0]!.waybill.internal, { client_id: bob.id })).status).toBe(201);
    });

    it('405 a client whose dispatch is blocked, until it is unblocked', async () => {
      const carol = await h.newClient();
      const { parcels } = await ship(carol.as);
      const block = await admin.post(`/api/app/v1/client/${carol.id}/additional`, { type_id: SENDING_SHIPMENTS_BLOCK });
      expect(block.status).toBe(201);
      const answer = await classify(worker, parcels[0]!.waybill.internal);
      expect(answer.status).toBe(405);
      expect(answer.body).toMatchObject({
        code: 'sorting_dispatch_blocked',
        reason: 'dispatch_blocked',
        zone: 14,
        suggested_problematic_sector_id: 6,
      });
      await admin.del(`/api/app/v1/client/${carol.id}/additional`, { id: block.body.id });
      expect((await classify(worker, parcels[0]!.waybill.internal)).status).toBe(201);
    });

    it('410 a deleted shipment: the cancelled zone and sector 5', async () => {
      const { number, parcels } = await ship(alice.as);
      expect((await admin.del('/api/app/v2/shipment', { waybill: number })).status).toBe(200);
      const answer = await classify(worker, parcels[0]!.waybill.internal);
      expect(answer.status).toBe(410);
      expect(answer.body).toMatchObject({
        code: 'sorting_parcel_deleted',
        reason: 'deleted',
        zone: 8,
        suggested_status_type_id: 90,
        suggested_problematic_sector_id: 5,
      });
    });

    it('406 no bucket: the courier refused the shipment (verification) or has not answered yet (scan again)', async () => {
      const { parcels } = await ship(alice.as, shipmentBody({ recipient: recipient({ name: 'SANDBOX-REJECT Ana' }) }));
      const failed = await classify(worker, parcels[0]!.waybill.internal);
      expect(failed.status).toBe(406);
      expect(failed.body).toMatchObject({ code: 'sorting_no_bucket', reason: 'registration_failed', zone: 14 });

      const slow = await alice.as.post('/api/app/v2/shipment/', shipmentBody({ recipient: recipient({ name: 'SANDBOX-SLOW Ana' }) }));
      const shipment = (await admin.get(`/api/app/v2/shipment/${slow.body.internal_waybill}`)).body.shipment;
      const awaiting = await classify(worker, shipment.parcels[0].waybill.internal);
      expect(awaiting.status).toBe(406);
      expect(awaiting.body).toMatchObject({
        code: 'sorting_no_bucket',
        reason: 'awaiting_registration',
        zone: null,
        suggested_status_type_id: null,
      });
    });

    it('425 a scan (from an offline queue) older than the courier’s registration', async () => {
      const { parcels } = await ship(alice.as);
      const answer = await classify(worker, parcels[0]!.waybill.internal, { scanned_at: '2020-01-01T10:00:00Z', scan_id: 'early-1' });
      expect(answer.status).toBe(425);
      expect(answer.body).toMatchObject({ code: 'sorting_scanned_too_early', zone: null });
    });
  });

  describe('a repeated scan id', () => {
    it('answers like the first and records nothing more; the same id on another parcel is another scan', async () => {
      const { number, parcels } = await ship(alice.as);
      const first = await classify(worker, parcels[0]!.waybill.internal, {
        scan_id: 'queue-scan-1',
        scanned_at: new Date(h.clock.now().getTime() + 1000).toISOString(),
      });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const again = await classify(worker, parcels[0]!.waybill.internal, { scan_id: 'queue-scan-1' });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const sorted = (await historyOf(number))[0];
      expect(JSON.stringify(sorted).match(/Posortowana/g)).toHaveLength(1);

      const other = await ship(alice.as);
      expect((await classify(worker, other.parcels[0]!.waybill.internal, { scan_id: 'queue-scan-1' })).status).toBe(201);
    });

    it('a repeated 424 answers 424 again', async () => {
      const { parcels } = await ship(alice.as, shipmentBody({ parcels: [parcel(1), parcel(2)] }));
      const first = await classify(worker, parcels[0]!.waybill.internal, { scan_id: 'queue-scan-2' });
      expect(first.status).toBe(424);
      const again = await classify(worker, parcels[0]!.waybill.internal, { scan_id: 'queue-scan-2' });
      expect(again.status).toBe(424);
      expect(again.body).toEqual(first.body);
    });
  });

  describe('the rules and the zones', () => {
    it('admins read the zone table and the rules; workers read the zones; nobody else', async () => {
      const rules = await admin.get('/api/app/v1/sorting/rules');
      expect(rules.status).toBe(200);
      expect(rules.body.zones.map((z: any) => z.zone)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14]);
      expect(rules.body.zones.find((z: any) => z.zone === 7)).toMatchObject({ kind: 'courier_pickup', courier: 'Sameday' });
      expect(rules.body.rules.map((r: any) => r.http)).toEqual(expect.arrayContaining([201, 402, 404, 405, 406, 410, 412, 424, 425]));
      expect((await worker.get('/api/app/v1/sorting/rules')).status).toBe(403);
      expect((await worker.get('/api/app/v1/sorting/zones')).body).toHaveLength(11);
      expect((await alice.as.get('/api/app/v1/sorting/zones')).status).toBe(403);
    });

    it('staff find clients to sort for by name', async () => {
      const found = await worker.get('/api/app/v1/sorting/clients/alicj');
      expect(found.body).toEqual([{ id: alice.id, name: 'Sklep Alicji' }]);
      expect((await worker.get('/api/app/v1/sorting/clients/ab')).status).toBe(422);
      expect((await bob.as.get('/api/app/v1/sorting/clients/alicj')).status).toBe(403);
    });
  });

  it('the classification carries the workstation and warehouse in its metadata', async () => {
    const { number, parcels } = await ship(alice.as);
    expect((await classify(worker, parcels[0]!.waybill.internal)).status).toBe(201);
    const audit = await admin.get(`/api/audit/shipment/${number}`);
    const classified = audit.body.events.find((e: any) => e.type === 'ParcelClassified');
    expect(classified).toMatchObject({ workstation: workerDesk, warehouse: 'TYCHY' });
    expect(classified.data).toMatchObject({ zone: 1, bucket: 'RO-24', courier: 'Sameday', statusTypeId: 56 });
  });
});

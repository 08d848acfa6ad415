import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelBarcode, type ParcelEvent } from '@parcel/domain';
import { PARCEL_SORTING, PROBLEM_PARCELS } from '@parcel/read-models';
import { randomUUID } from 'node:crypto';
import { ReadModelWaiter } from '../../cqrs/read-model-waiter.js';
import { ShipmentStreams } from '../../shipments/shipment-streams.js';
import { caller, SEEDED, type Caller } from '../../testing/index.js';
import { parcel, shipmentBody, startShipmentsHarness, type ShipmentsHarness } from '../../testing/shipments-harness.js';

const RESOLVE = '/api/app/v1/problematic-sector/resolve';
const LIST = '/api/app/v1/problematic-sector/parcels';
const SEARCH = '/api/app/v1/parcel/search';

interface Made {
  number: string;
  clientName: string;
  parcels: { id: number; number: string }[];
}

/** Problem parcels (PUT problematic-sector/resolve, POST problematic-sector/parcels) and the scan search (GET parcel/search/{number}). */
describe('problem parcels and the scan search', () => {
  let h: ShipmentsHarness;
  let admin: Caller;
  let worker: Caller;
  let workerId: string;
  let alice: Awaited<ReturnType<ShipmentsHarness['newClient']>>;
  let bob: Awaited<ReturnType<ShipmentsHarness['newClient']>>;
  let aliceShipment: Made;
  let bobShipment: Made;
  let workstationCode: string;

  const make = async (clientId: number, parcels: number): Promise<Made> => {
    const created = await admin.post(
      '/api/app/v2/shipment/',
      shipmentBody({ client_id: clientId, parcels: Array.from({ length: parcels }, () => parcel()) }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const number = created.body.internal_waybill as string;
    const shipment = (await admin.get(`/api/app/v2/shipment/${number}`)).body.shipment;
    return {
      number,
      clientName: shipment.client_name,
      parcels: shipment.parcels.map((p: { id: number; waybill: { internal: string } }) => ({ id: p.id, number: p.waybill.internal })),
    };
  };

  /** Puts a parcel in a sector as the scanning screen will (ParcelSectorAssigned on its stream, by the worker at the workstation). */
  const putInSector = async (parcelId: number, sectorId: number, at: string) => {
    const streams = h.api.app.get(ShipmentStreams);
    const shipmentId = (await streams.shipmentsOfParcels([parcelId])).get(parcelId)!;
    const event: ParcelEvent = {
      type: 'ParcelSectorAssigned',
      data: { parcelId, shipmentId, sectorId, sectorCode: String(sectorId), statusTypeId: sectorId === 1 ? 91 : 90, at },
    };
    const position = await streams.onParcel(parcelId, () => [event], {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      userId: workerId,
      role: 1,
      workstation: workstationCode,
      warehouse: 'TYCHY',
    });
    expect(await h.api.app.get(ReadModelWaiter).waitFor([PROBLEM_PARCELS], position!)).toBe(true);
  };

  const labelOf = (parcelId: number) => labelBarcode({ parcelId, position: 1, count: 1, countryId: 1, service: 1 });

  beforeAll(async () => {
    h = await startShipmentsHarness();
    admin = h.admin;
    const login = await h.api.login(SEEDED.worker.email, SEEDED.worker.password);
    worker = caller(h.api, login.token);
    workerId = login.id;
    alice = await h.newClient();
    bob = await h.newClient();
    aliceShipment = await make(alice.id, 2);
    bobShipment = await make(bob.id, 1);
    workstationCode = `PRB-${String.fromCharCode(65 + (Date.now() % 26))}`;
    const created = await admin.post('/api/app/v1/warehouse/workstation/store', {
      code: workstationCode,
      workstation_type_id: 5,
      warehouse_id: 1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await worker.post('/api/app/v1/warehouse/workstation/workflow', { code: workstationCode })).status).toBe(200);
    await putInSector(aliceShipment.parcels[0]!.id, 2, '2026-11-26T08:00:00.000Z');
    await putInSector(aliceShipment.parcels[1]!.id, 1, '2026-11-26T08:10:00.000Z');
    await putInSector(bobShipment.parcels[0]!.id, 6, '2026-11-26T07:30:00.000Z');
  }, 180_000);
  afterAll(() => h?.api.close());

  describe('the waiting list', () => {
    it('given three parcels in sectors, when listed, then the oldest first with what, whose, where, since and who put it there', async () => {
      const answer = await worker.post(LIST, {});
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.recordsTotal).toBe(3);
      expect(answer.body.data.map((r: { parcel_number: string }) => r.parcel_number)).toEqual([
        bobShipment.parcels[0]!.number,
        aliceShipment.parcels[0]!.number,
        aliceShipment.parcels[1]!.number,
      ]);
      expect(answer.body.data[1]).toEqual({
        id: expect.any(String),
        parcel_id: aliceShipment.parcels[0]!.id,
        parcel_number: aliceShipment.parcels[0]!.number,
        shipment_id: expect.any(Number),
        shipment_number: aliceShipment.number,
        client: { id: alice.id, name: aliceShipment.clientName },
        sector: { id: 2, code: '2', name: 'Uszkodzona przesyłka' },
        since: '2026-11-26T08:00:00.000Z',
        put_by: { user_id: workerId, email: SEEDED.worker.email, workstation: workstationCode },
        resolved_at: null,
        resolved_by: null,
        resolution: null,
        note: null,
      });
      expect(aliceShipment.clientName).not.toBe('');
    });

    it('given filters, then one sector, newest first, pages of the asked length; flags and ids as strings are read', async () => {
      const sector = await admin.post(LIST, { sector_id: '6', state: 'waiting' });
      expect(sector.body.data.map((r: { parcel_id: number }) => r.parcel_id)).toEqual([bobShipment.parcels[0]!.id]);
      const newest = await admin.post(LIST, { order: [{ column: 'since', dir: 'desc' }], length: 2 });
      expect(newest.body.data.map((r: { since: string }) => r.since)).toEqual(['2026-11-26T08:10:00.000Z', '2026-11-26T08:00:00.000Z']);
      expect(newest.body.recordsTotal).toBe(3);
    });

    it('given bad filters, then 422 names them', async () => {
      const bad = await admin.post(LIST, { sector_id: 'x', state: 'gone', length: 0 });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['length', 'sector_id', 'state']);
    });
  });

  describe('resolving', () => {
    it('given no workstation, then 428 workstation_required (floor work); a client: 403', async () => {
      const answer = await admin.put(RESOLVE, { parcel_id: bobShipment.parcels[0]!.id, resolution: 'returned_to_flow' });
      expect(answer.status).toBe(428);
      expect(answer.body).toEqual({ code: 'workstation_required' });
      expect((await alice.as.put(RESOLVE, { parcel_id: aliceShipment.parcels[0]!.id, resolution: 'utilised' })).status).toBe(403);
      expect((await alice.as.post(LIST, {})).status).toBe(403);
    });

    it('given bad input, then 422 names the field', async () => {
      const bad = async (body: Record<string, unknown>, fields: string[]) => {
        const answer = await worker.put(RESOLVE, body);
        expect(answer.status, JSON.stringify(answer.body)).toBe(422);
        expect(Object.keys(answer.body.errors).sort()).toEqual(fields);
      };
      await bad({ resolution: 'returned_to_flow' }, ['parcel_id']);
      await bad({ parcel_id: 1, resolution: 'lost' }, ['resolution']);
      await bad({ parcel_id: 'abc', resolution: 'utilised', note: 'x'.repeat(501) }, ['note', 'parcel_id']);
      await bad({ parcel_id: 2_000_000_000, resolution: 'utilised' }, ['parcel_id']);
      // A shipment's number names two parcels: which one is not said.
      await bad({ number: aliceShipment.number, resolution: 'utilised' }, ['number']);
      await bad({ number: 'NOPE-NOPE', resolution: 'utilised' }, ['number']);
      await bad({ parcel_id: aliceShipment.parcels[0]!.id, resolution: 'utilised', status_type_id: 999_999 }, ['status_type_id']);
      // Nothing was resolved by the refused calls.
      expect((await worker.post(LIST, {})).body.recordsTotal).toBe(3);
    });

    it('given a worker at a workstation, when a scanned label resolves a parcel with a note and a status, then the row is resolved by the worker there and the status recorded', async () => {
      const target = aliceShipment.parcels[0]!;
      const answer = await worker.put(RESOLVE, {
        number: labelOf(target.id),
        resolution: 'relabelled',
        note: '  Nowa etykieta naklejona  ',
        status_type_id: '55',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({ message: 'problem_resolved', parcel_id: target.id, sector_id: 2 });
      const resolved = (await worker.post(LIST, { state: 'resolved' })).body.data;
      expect(resolved).toEqual([
        expect.objectContaining({
          parcel_id: target.id,
          resolution: 'relabelled',
          note: 'Nowa etykieta naklejona',
          resolved_at: expect.any(String),
          resolved_by: { user_id: workerId, email: SEEDED.worker.email, workstation: workstationCode },
        }),
      ]);
      expect((await worker.post(LIST, {})).body.recordsTotal).toBe(2);
      expect((await worker.post(LIST, { state: 'all' })).body.recordsTotal).toBe(3);
      // The status row reaches the shipments read model too (told live; the answer waits only for problem_parcels).
      await expect
        .poll(async () => {
          const history = (await admin.get(`/api/app/v2/shipment/${aliceShipment.number}/history`)).body.history;
          return history.parcels.find((p: { parcel_id: number }) => p.parcel_id === target.id).history;
        })
        .toEqual(expect.arrayContaining([expect.objectContaining({ workstation: workstationCode, where: 'TYCHY' })]));
    });

    it('given the parcel already resolved, when resolved again, then 409 parcel_not_waiting and nothing changes', async () => {
      const answer = await worker.put(RESOLVE, { parcel_id: aliceShipment.parcels[0]!.id, resolution: 'utilised' });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 'parcel_not_waiting' });
      expect((await worker.post(LIST, { state: 'resolved' })).body.data[0].resolution).toBe('relabelled');
    });

    it('given a parcel number typed, then it resolves that parcel', async () => {
      const target = aliceShipment.parcels[1]!;
      const answer = await worker.put(RESOLVE, { number: target.number.toLowerCase(), resolution: 'returned_to_flow' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.sector_id).toBe(1);
    });
  });

  describe('the scan search', () => {
    it('given staff and a parcel number, a label code or a shipment number, then the parcels with client, status and where they wait', async () => {
      const target = bobShipment.parcels[0]!;
      const byNumber = await worker.get(`${SEARCH}/${target.number}`);
      expect(byNumber.status, JSON.stringify(byNumber.body)).toBe(200);
      expect(byNumber.body).toEqual({
        parcels: [
          {
            parcel_id: target.id,
            number: target.number,
            shipment_number: bobShipment.number,
            client: { id: bob.id, name: bobShipment.clientName },
            status: null,
            zone: null,
            sector: { id: 6, code: '6', name: 'Strefa weryfikacji', since: '2026-11-26T07:30:00.000Z' },
            deleted: false,
          },
        ],
      });
      expect((await admin.get(`${SEARCH}/${labelOf(target.id)}`)).body.parcels.map((p: { parcel_id: number }) => p.parcel_id)).toEqual([
        target.id,
      ]);
      const shipment = await admin.get(`${SEARCH}/${aliceShipment.number}`);
      expect(shipment.body.parcels.map((p: { number: string }) => p.number)).toEqual(aliceShipment.parcels.map((p) => p.number));
      // The status the resolution recorded, and no sector any more.
      expect(shipment.body.parcels[0]).toMatchObject({ status: { id: 55 }, sector: null });
    });

    it('given a parcel sorted into a zone, then the search shows the zone', async () => {
      const target = aliceShipment.parcels[1]!;
      const streams = h.api.app.get(ShipmentStreams);
      const shipmentId = (await streams.shipmentsOfParcels([target.id])).get(target.id)!;
      const position = await streams.onParcel(
        target.id,
        () => [
          {
            type: 'ParcelClassified',
            data: {
              parcelId: target.id,
              shipmentId,
              zone: 7,
              bucket: 'B-12',
              courier: 'cargus',
              statusTypeId: 55,
              at: '2026-11-26T11:00:00.000Z',
            },
          },
        ],
        {
          correlationId: randomUUID(),
          causationId: randomUUID(),
          userId: workerId,
          role: 1,
          workstation: workstationCode,
          warehouse: 'TYCHY',
        },
      );
      expect(await h.api.app.get(ReadModelWaiter).waitFor([PARCEL_SORTING], position!)).toBe(true);
      const found = await worker.get(`${SEARCH}/${target.number}`);
      expect(found.body.parcels[0].zone).toEqual({ zone: 7, bucket: 'B-12', courier: 'cargus', at: '2026-11-26T11:00:00.000Z' });
    });

    it('given two clients, then each finds its own parcels only (404 for the other one), without client or floor places', async () => {
      const own = await alice.as.get(`${SEARCH}/${aliceShipment.parcels[1]!.number}`);
      expect(own.status).toBe(200);
      expect(own.body.parcels[0]).toMatchObject({ number: aliceShipment.parcels[1]!.number, client: null, zone: null, sector: null });
      const bobsParcel = bobShipment.parcels[0]!;
      for (const code of [bobsParcel.number, labelOf(bobsParcel.id), bobShipment.number]) {
        const other = await alice.as.get(`${SEARCH}/${code}`);
        expect(other.status).toBe(404);
        expect(other.body).toEqual({ code: 'searched_parcel_not_found' });
      }
      expect((await bob.as.get(`${SEARCH}/${bobsParcel.number}`)).status).toBe(200);
      expect((await bob.as.get(`${SEARCH}/${aliceShipment.number}`)).status).toBe(404);
    });

    it('given codes naming nothing (unknown, EAN, too long, wrong check digit), then 404; too long a path parameter: 422', async () => {
      for (const code of [
        '1PRO0000000000',
        '5901234123457',
        `#II#${'1'.repeat(30)}`,
        'ZZZ',
        aliceShipment.parcels[0]!.number.replace(/^\d/, (d) => String((Number(d) + 1) % 10)),
      ]) {
        const answer = await worker.get(`${SEARCH}/${encodeURIComponent(code)}`);
        expect(answer.status, code).toBe(404);
      }
      expect((await worker.get(`${SEARCH}/${'1'.repeat(65)}`)).status).toBe(422);
      expect((await h.anonymous.get(`${SEARCH}/${aliceShipment.number}`)).status).toBe(401);
    });
  });
});

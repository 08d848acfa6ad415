import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_NUMBER_PATTERN, parseInternalNumber } from '@parcel/domain';
import { caller, SEEDED, type Caller } from '../testing/index.js';
import { BUDAPEST, parcel, recipient, shipmentBody, startShipmentsHarness, type ShipmentsHarness } from '../testing/shipments-harness.js';

describe('shipments (HTTP, in process, sandbox courier)', () => {
  let h: ShipmentsHarness;
  let admin: Caller;
  let worker: Caller;
  let alice: { id: number; as: Caller; email: string; token: string };
  let bob: { id: number; as: Caller; email: string; token: string };

  beforeAll(async () => {
    h = await startShipmentsHarness();
    admin = h.admin;
    worker = h.worker;
    alice = await h.newClient();
    bob = await h.newClient();
  }, 120_000);
  afterAll(() => h?.api.close());

  const create = async (as: Caller, body: Record<string, unknown> = shipmentBody()) => {
    const response = await as.post('/api/app/v2/shipment/', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.internal_waybill as string;
  };

  describe('create and register', () => {
    it('a client creates a home delivery: its number fits the scanner pattern, the courier registers it with an AWB and a number per parcel', async () => {
      const number = await create(alice.as, shipmentBody({ parcels: [parcel(1.5), parcel(2, 12, 22, 32), parcel(0.5)] }));
      expect(number).toMatch(INTERNAL_NUMBER_PATTERN);
      expect(parseInternalNumber(number)?.kind).toBe('shipment');
      const shipment = await h.settled(alice.as, number);
      expect(shipment).toMatchObject({
        registration: 'registered',
        client_id: alice.id,
        delivery_service: 1,
        content: { currency: 'RON', declared_value: 150 },
        recipient: { name: 'Ana Popescu', country: { iso_code: 'RO' }, address: { locality: { id: 54984 } } },
        sender: { country: { iso_code: 'PL' } },
        internal_info: { creator: 'app_v2', is_return: false },
        tracking_path: `/tracking/${number}`,
      });
      expect(shipment.waybill.external).toMatch(/^1SDY\d{9}$/);
      expect(shipment.parcels).toHaveLength(3);
      shipment.parcels.forEach((p: any, i: number) => {
        expect(p.waybill.internal).toMatch(INTERNAL_NUMBER_PATTERN);
        expect(p.waybill.external_last_mile).toBe(`${shipment.waybill.external}${String(i + 1).padStart(3, '0')}`);
        expect(p.in_shipment_order).toBe(i + 1);
      });
      const history = await alice.as.get(`/api/app/v2/shipment/${number}/history`);
      expect(history.body.history.shipment.map((r: any) => r.name)).toEqual(['Zarejestrowana u kuriera', 'Utworzona']);
      expect(history.body.history.parcels).toHaveLength(3);
    });

    it('a parcel number opens its shipment in parcel context', async () => {
      const number = await create(alice.as);
      const { parcels } = await h.settled(alice.as, number);
      const byParcel = await alice.as.get(`/api/app/v2/shipment/${parcels[0].waybill.internal}`);
      expect(byParcel.status).toBe(200);
      expect(byParcel.body).toMatchObject({ context: 'parcel', shipment: { waybill: { internal: number } } });
      expect(byParcel.body.shipment.actions).toMatchObject({ printLabel: false, markDeleted: false });
    });

    it('an admin creates a shipment for a client it picks; without a client it is told to pick one', async () => {
      expect((await admin.post('/api/app/v2/shipment/', shipmentBody())).body.errors).toEqual({ client_id: ['shipment_client_required'] });
      const number = await create(admin, shipmentBody({ client_id: String(bob.id) }));
      expect((await h.settled(admin, number)).client_id).toBe(bob.id);
    });

    it('a locker delivery takes one parcel and a locker of the country; two parcels are refused', async () => {
      const lockers = await alice.as.get(`/api/app/v2/locker/search?country_id=1&query=${encodeURIComponent('Cluj')}`);
      expect(lockers.status).toBe(200);
      const locker = lockers.body[0];
      const body = shipmentBody({ delivery_service: 3, recipient: recipient({ locker: { id: locker.id, name: locker.name } }) });
      const two = await alice.as.post('/api/app/v2/shipment/', { ...body, parcels: [parcel(), parcel()] });
      expect(two.status).toBe(422);
      expect(two.body.errors).toEqual({ parcels: ['shipment_locker_multi_parcel'] });
      const number = await create(alice.as, body);
      const shipment = await h.settled(alice.as, number);
      expect(shipment.registration).toBe('registered');
      expect(shipment.recipient.locker).toEqual({ id: locker.id, name: locker.name });
      const unknown = await alice.as.post(
        '/api/app/v2/shipment/',
        shipmentBody({ delivery_service: 3, recipient: recipient({ locker_id: 'SD-000' }) }),
      );
      expect(unknown.body.errors).toEqual({ 'recipient.locker_id': ['shipment_locker_unknown'] });
    });

    it('a home return takes the sender abroad; the recipient is the client', async () => {
      const number = await create(
        alice.as,
        shipmentBody({ delivery_service: 2, sender: recipient({ name: 'Ion Ionescu' }), recipient: null }),
      );
      const shipment = await h.settled(alice.as, number);
      expect(shipment).toMatchObject({
        sender: { name: 'Ion Ionescu', country: { iso_code: 'RO' } },
        recipient: { country: { iso_code: 'PL' } },
        internal_info: { is_return: true },
      });
      expect(shipment.parcels[0].waybill.external_return).toBeTruthy();
      expect(shipment.parcels[0].waybill.external_last_mile).toBeNull();
    });

    it('Hungary: forint, the Hungarian courier', async () => {
      const body = shipmentBody({
        recipient: recipient({
          country: { id: 3 },
          phone: { prefix: '+36', number: '201234567' },
          address: { locality_id: BUDAPEST, details: 'Váci utca 1' },
        }),
      });
      const number = await create(alice.as, body);
      expect(number).toMatch(/^\dWHU\d{10}$/);
      const shipment = await h.settled(alice.as, number);
      expect(shipment).toMatchObject({
        content: { currency: 'HUF' },
        external_couriers: { last_mile: { id: 4 } },
        recipient: { phone: { prefix: '0036' } },
      });
    });

    it('services with their countries and currencies, within the allowed countries', async () => {
      const services = await alice.as.get('/api/app/v2/shipment/service');
      expect(services.body.map((s: any) => s.id)).toEqual([1, 2, 3, 4]);
      expect(services.body[2].countries.map((c: any) => `${c.iso_code}:${c.currency}`)).toEqual([
        'RO:RON',
        'HU:HUF',
        'BG:EUR',
        'CZ:CZK',
        'SK:EUR',
      ]);
      const forBob = await admin.get(`/api/app/v2/shipment/service?client_id=${bob.id}`);
      expect(forBob.status).toBe(200);
    });
  });

  describe('validation (spec/03 §5 keys)', () => {
    it('an empty body names the required fields', async () => {
      const response = await alice.as.post('/api/app/v2/shipment/', {});
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(expect.arrayContaining(['delivery_service', 'content', 'parcels']));
    });

    it('party, content and parcel fields answer under the spec keys', async () => {
      const response = await alice.as.post(
        '/api/app/v2/shipment/',
        shipmentBody({
          recipient: recipient({
            name: '',
            phone: { prefix: '40', number: '12' },
            email: 'nope',
            private_person: false,
            contact_name: '',
            address: { locality_id: null, details: '' },
          }),
          content: { declared_content: '', declared_value: -1, cash_on_delivery_value: 'x' },
          parcels: [parcel(0, 5, 20, 30)],
        }),
      );
      expect(response.status).toBe(422);
      expect(response.body.errors).toMatchObject({
        'recipient.name': ['required'],
        'recipient.phone.prefix': ['invalid_phone_prefix'],
        'recipient.phone.number': ['invalid_phone_number'],
        'recipient.email': ['invalid_email'],
        'recipient.contact_name': ['required'],
        'content.declared_content': ['required'],
        'content.declared_value': ['too_small'],
        'content.cash_on_delivery_value': ['invalid_type'],
        'parcels.0.weight.declared': ['too_small'],
        'parcels.0.dimensions.declared.height': ['too_small'],
      });
    });

    it('a home delivery needs a locality and a street; 22 parcels are too many', async () => {
      const response = await alice.as.post(
        '/api/app/v2/shipment/',
        shipmentBody({ recipient: recipient({ address: { locality: null, details: '' } }) }),
      );
      expect(response.body.errors).toEqual({ 'recipient.address.locality_id': ['required'], 'recipient.address.details': ['required'] });
      const many = await alice.as.post('/api/app/v2/shipment/', shipmentBody({ parcels: Array.from({ length: 22 }, () => parcel()) }));
      expect(many.body.errors).toEqual({ parcels: ['too_big'] });
    });

    it('wrong types, NUL and long text answer 422 on the field; a body over 1 MB 413', async () => {
      const odd = await alice.as.post('/api/app/v2/shipment/', shipmentBody({ delivery_service: 'home', recipient: recipient({ name: 'x'.repeat(10_000), email: 'a\u0000b' }) }));
      expect(odd.status).toBe(422);
      expect(odd.body.errors['recipient.email']).toEqual(['invalid_characters']);
      const long = await alice.as.post('/api/app/v2/shipment/', shipmentBody({ recipient: recipient({ name: 'x'.repeat(10_000) }), parcels: [{ weight: { declared: 'heavy' } }] }));
      expect(long.body.errors).toMatchObject({ 'recipient.name': ['too_long'], 'parcels.0.weight.declared': ['invalid_type'] });
      const huge = await alice.as.post('/api/app/v2/shipment/', shipmentBody({ recipient: recipient({ name: 'x'.repeat(10_000_000) }) }));
      expect(huge.status).toBe(413);
      expect(huge.body).toEqual({ code: 'payload_too_large' });
    });

    it('a locality of another country is refused on its field', async () => {
      const response = await alice.as.post('/api/app/v2/shipment/', shipmentBody({ recipient: recipient({ country: { id: 4 } }) }));
      expect(response.body.errors).toEqual({ 'recipient.address.locality_id': ['shipment_locality_unknown'] });
    });

    it('a country the client may not send to: 451; a blocked dispatch: 423; COD without COD: 422', async () => {
      const limited = await h.newClient({ allowed_countries: [3], cod_enabled: 0 });
      expect((await limited.as.post('/api/app/v2/shipment/', shipmentBody())).status).toBe(451);
      const hu = shipmentBody({
        recipient: recipient({ country: { id: 3 }, address: { locality_id: BUDAPEST, details: 'Váci utca 1' } }),
        content: { declared_content: 'Buty', declared_value: 10, cash_on_delivery_value: 20 },
      });
      expect((await limited.as.post('/api/app/v2/shipment/', hu)).body.errors).toEqual({
        'content.cash_on_delivery_value': ['shipment_cod_not_enabled'],
      });
      const block = await admin.post(`/api/app/v1/client/${limited.id}/additional`, { type_id: 1, value: 'true' });
      expect(block.status, JSON.stringify(block.body)).toBe(201);
      const blocked = await limited.as.post('/api/app/v2/shipment/', { ...hu, content: { ...hu.content, cash_on_delivery_value: 0 } });
      expect(blocked.status).toBe(423);
      expect(blocked.body.code).toBe('shipment_dispatch_blocked');
    });
  });

  describe('two clients never see each other', () => {
    it("bob cannot read, change, retry or delete alice's shipment; admin and workers read it", async () => {
      const number = await create(alice.as);
      const shipment = await h.settled(alice.as, number);
      expect((await bob.as.get(`/api/app/v2/shipment/${number}`)).status).toBe(404);
      expect((await bob.as.get(`/api/app/v2/shipment/${number}/history`)).status).toBe(404);
      expect((await bob.as.put('/api/app/v2/shipment/', { ...shipmentBody(), id: shipment.id })).status).toBe(404);
      expect((await bob.as.patch('/api/app/v2/shipment/', { id: shipment.id })).status).toBe(404);
      expect((await bob.as.del('/api/app/v2/shipment/', { waybill: number })).status).toBe(404);
      expect((await admin.get(`/api/app/v2/shipment/${number}`)).status).toBe(200);
      const seen = await worker.get(`/api/app/v2/shipment/${number}`);
      expect(seen.body.shipment.actions).toMatchObject({ edit: false, markDeleted: false, setStatus: true });
      expect((await bob.as.get(`/api/app/v1/client/${alice.id}/shipments_count`)).status).toBe(403);
    });
  });

  describe('registration failures and the retry', () => {
    it('a refusal is a reported problem; the retry fails again until the data is fixed; a change registers it', async () => {
      const number = await create(alice.as, shipmentBody({ recipient: recipient({ name: 'SANDBOX-REJECT Ana' }) }));
      const failed = await h.settled(alice.as, number);
      expect(failed.registration).toBe('failed');
      expect(failed.internal_info.error_message).toBeTruthy();
      expect(failed.actions).toMatchObject({ retryRegistration: true, edit: true });
      const info = await admin.get(`/api/app/v2/shipment/${number}/internal_info`);
      expect(info.body.data.problems).toEqual([
        expect.objectContaining({
          rule: expect.objectContaining({ code: 'SHIPMENT_REGISTRATION_FAILED' }),
          status: 'reported',
          resolved_at: null,
        }),
      ]);
      const retry = await alice.as.patch('/api/app/v2/shipment/', { id: failed.id });
      expect(retry.status).toBe(502);
      expect(retry.body).toMatchObject({ code: 'shipment_registration_failed', message: expect.any(String) });
      const fixed = await alice.as.put('/api/app/v2/shipment/', {
        ...shipmentBody(),
        id: failed.id,
        parcels: [{ ...parcel(3), id: failed.parcels[0].id }, parcel(1)],
      });
      expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
      const registered = await h.settled(alice.as, number);
      expect(registered.registration).toBe('registered');
      expect(registered.parcels.map((p: any) => p.id)[0]).toBe(failed.parcels[0].id);
      expect(registered.parcels).toHaveLength(2);
      expect((await alice.as.put('/api/app/v2/shipment/', { ...shipmentBody(), id: failed.id })).body.code).toBe('shipment_read_only');
      const after = await admin.get(`/api/app/v2/shipment/${number}/internal_info`);
      expect(after.body.data.problems[0]).toMatchObject({ status: 'resolved', resolved_at: expect.any(String) });
    });

    it('an outage is recorded after the retries; a retry when the courier is back registers it', async () => {
      const number = await create(alice.as, shipmentBody({ recipient: recipient({ name: 'SANDBOX-OUTAGE Ana' }) }));
      const failed = await h.settled(alice.as, number);
      expect(failed.registration).toBe('failed');
      expect((await alice.as.patch('/api/app/v2/shipment/', { id: failed.id })).status).toBe(502);
      expect((await worker.patch('/api/app/v2/shipment/', { id: failed.id })).status).toBe(403);
    });

    it('a retry of a registered shipment is refused', async () => {
      const number = await create(alice.as);
      const shipment = await h.settled(alice.as, number);
      expect((await alice.as.patch('/api/app/v2/shipment/', { id: shipment.id })).body.code).toBe('shipment_registration_not_failed');
    });
  });

  describe('statuses', () => {
    it('staff set statuses; a status that is not repeatable is refused again; an admin deletes a row; clients may not set', async () => {
      const number = await create(alice.as);
      const { parcels } = await h.settled(alice.as, number);
      const parcelId = parcels[0].id;
      const set = await worker.post('/api/app/v2/parcel/history', [
        { parcel_id: String(parcelId), status_type_id: 55, when: '2026-01-05 10:15', where: 'TYCHY' },
      ]);
      expect(set.status, JSON.stringify(set.body)).toBe(201);
      expect((await worker.post('/api/app/v2/parcel/history', [{ parcel_id: parcelId, status_type_id: 62 }])).status).toBe(201);
      const again = await worker.post('/api/app/v2/parcel/history', [{ parcel_id: parcelId, status_type_id: 62 }]);
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ status_type_id: ['status_not_repeatable'] });
      expect((await alice.as.post('/api/app/v2/parcel/history', [{ parcel_id: parcelId, status_type_id: 55 }])).status).toBe(403);
      expect((await worker.post('/api/app/v2/parcel/history', [{ parcel_id: parcelId, status_type_id: 999_999 }])).body.errors).toEqual({
        '0.status_type_id': ['status_type_unknown'],
      });

      const history = (await admin.get(`/api/app/v2/shipment/${number}/history`)).body.history;
      const rows = history.parcels[0].history;
      expect(rows.map((r: any) => r.name)).toEqual(['Doręczona', 'Przyjęta w magazynie']);
      expect(rows[1]).toMatchObject({ where: 'TYCHY', user: SEEDED.worker.email, deletion_allowed: true });
      const view = (await admin.get(`/api/app/v2/shipment/${number}`)).body.shipment;
      expect(view.parcels[0].status).toMatchObject({ id: 62 });
      expect(view.parcels[0].timestamps.shipping_warehouse_received_at).toBe('2026-01-05T10:15:00.000Z');

      expect((await worker.del('/api/app/v2/parcel/history', { id: rows[0].id })).status).toBe(403);
      expect((await admin.del('/api/app/v2/parcel/history', { id: rows[0].id })).status).toBe(200);
      expect((await admin.del('/api/app/v2/parcel/history', { id: history.shipment[0].id })).status).toBe(422);
      expect((await admin.del('/api/app/v2/parcel/history', { id: 2_000_000_000 })).status).toBe(404);
      const after = (await admin.get(`/api/app/v2/shipment/${number}`)).body.shipment;
      expect(after.parcels[0].status).toMatchObject({ id: 55 });
    });
  });

  describe('mark as deleted', () => {
    it('a client deletes its shipment before reception, not after; an admin always; a worker never', async () => {
      const first = await create(alice.as);
      await h.settled(alice.as, first);
      expect((await worker.del('/api/app/v2/shipment/', { waybill: first })).status).toBe(403);
      expect((await alice.as.del('/api/app/v2/shipment/', { waybill: first })).status).toBe(200);
      expect((await alice.as.del('/api/app/v2/shipment/', { waybill: first })).body.code).toBe('shipment_deleted');
      expect((await alice.as.get(`/api/app/v2/shipment/${first}`)).body.shipment.deleted_at).toEqual(expect.any(String));

      const second = await create(alice.as);
      const { parcels } = await h.settled(alice.as, second);
      await worker.post('/api/app/v2/parcel/history', [{ parcel_id: parcels[0].id, status_type_id: 55 }]);
      const refused = await alice.as.del('/api/app/v2/shipment/', { waybill: second });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('shipment_not_deletable');
      expect((await admin.del('/api/app/v2/shipment/', { waybill: second })).status).toBe(200);
    });
  });

  describe('public tracking', () => {
    it('shows statuses, places, times and the destination city only; a wrong check digit is not found', async () => {
      const number = await create(alice.as);
      const { parcels } = await h.settled(alice.as, number);
      await worker.post('/api/app/v2/parcel/history', [{ parcel_id: parcels[0].id, status_type_id: 55, where: 'TYCHY' }]);
      await worker.post('/api/app/v2/parcel/history', [{ parcel_id: parcels[0].id, status_type_id: 90 }]);
      const tracking = await h.anonymous.get(`/api/app/v2/public/shipment/${number}/history`);
      expect(tracking.status).toBe(200);
      expect(tracking.body).toMatchObject({ number, destination_city: 'Cluj-Napoca', destination_country: 'RO' });
      expect(tracking.body.parcels[0].history.map((r: any) => r.name_ro)).toEqual(['Primită în depozit']);
      expect(tracking.body.history.map((r: any) => r.name)).toEqual(['Zarejestrowana u kuriera', 'Utworzona']);
      const text = JSON.stringify(tracking.body);
      for (const secret of ['Ana Popescu', '723456789', 'Memorandumului', 'ana.popescu', 'Książki', alice.email])
        expect(text).not.toContain(secret);
      const byParcel = await h.anonymous.get(`/api/app/v2/public/shipment/${parcels[0].waybill.internal}/history`);
      expect(byParcel.body.number).toBe(number);
      const wrong = String((Number(number[0]) + 1) % 10) + number.slice(1);
      expect((await h.anonymous.get(`/api/app/v2/public/shipment/${wrong}/history`)).status).toBe(404);
    });

    it('answers 429 past the per-address budget', async () => {
      const anonymous = caller(h.api, undefined);
      let status = 0;
      for (let i = 0; i < 70 && status !== 429; i++)
        status = (await anonymous.get('/api/app/v2/public/shipment/1WRO0000000000/history')).status;
      expect(status).toBe(429);
    });
  });

  describe('audit and counts', () => {
    it('every event of the shipment and its parcels with who and why; as of a moment before registration', async () => {
      const number = await create(alice.as);
      const { parcels } = await h.settled(alice.as, number);
      await worker.post('/api/app/v2/parcel/history', [{ parcel_id: parcels[0].id, status_type_id: 55 }]);
      // Received, the shipment is accountable: the accounting process manager records its pricing on the shipment's accounting
      // stream, which the audit lists too (no price list exists here: each side's failure).
      let audit!: Awaited<ReturnType<typeof admin.get>>;
      await expect
        .poll(
          async () => {
            audit = await admin.get(`/api/audit/shipment/${number}`);
            expect(audit.status).toBe(200);
            return audit.body.events.map((e: any) => e.type);
          },
          { timeout: 15_000 },
        )
        .toEqual([
          'ShipmentCreated',
          'ShipmentRegisteredWithCourier',
          'ParcelStatusRecorded',
          'ShipmentAccountingFailed',
          'ShipmentAccountingFailed',
        ]);
      const [created, registered, scanned, unpriced] = audit.body.events;
      expect(unpriced).toMatchObject({
        stream: expect.stringMatching(/^shipment-accounting-\d+$/),
        data: { side: 'income', reason: 'no_operational_price_list_match' },
        correlation_id: scanned.correlation_id,
      });
      expect(created.user).toEqual({ id: expect.any(String), email: alice.email, role: 'client' });
      expect(registered.causation_id).not.toBe(registered.correlation_id);
      expect(registered.correlation_id).toBe(created.correlation_id);
      expect(scanned.user).toMatchObject({ email: SEEDED.worker.email, role: 'warehouse_worker' });
      const asOf = await admin.get(`/api/audit/shipment/${number}?as_of=${encodeURIComponent(created.recorded_at)}`);
      expect(asOf.body.events).toHaveLength(1);
      expect(asOf.body.state.shipment).toMatchObject({ registration: 'awaiting', number });
      expect((await alice.as.get(`/api/audit/shipment/${number}`)).status).toBe(403);
    });

    it('the client card counts the shipments of the current billing period', async () => {
      const carol = await h.newClient();
      await create(carol.as);
      await create(carol.as);
      const counts = await admin.get(`/api/app/v1/client/${carol.id}/shipments_count`);
      expect(counts.body).toMatchObject({ current: 2, previous: 0, current_period: { start: expect.any(String) } });
      expect((await carol.as.get(`/api/app/v1/client/${carol.id}/shipments_count`)).body.current).toBe(2);
    });
  });

  describe('buffer numbers and force-assignment', () => {
    it('staff set a buffer number; an admin adopts the buffer parcel to another client: a new shipment, the parcel moved with its history', async () => {
      const number = await create(alice.as, shipmentBody({ parcels: [parcel(1), parcel(2)] }));
      const { parcels } = await h.settled(alice.as, number);
      const moving = parcels[1];
      await worker.post('/api/app/v2/parcel/history', [{ parcel_id: moving.id, status_type_id: 55 }]);
      const refused = await alice.as.put('/api/app/v1/parcel/set-new-buffer-number', {
        parcel_id: moving.id,
        barcode: 'RE_1234567890',
        emag: 0,
      });
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect((await worker.put('/api/app/v1/parcel/set-new-buffer-number', { parcel_id: moving.id, barcode: 'x' })).body.errors).toEqual({
        barcode: ['too_short'],
      });
      expect(
        (await worker.put('/api/app/v1/parcel/set-new-buffer-number', { parcel_id: moving.id, barcode: 'RE_1234567890', emag: 0 })).status,
      ).toBe(200);

      const byParcel = (await admin.get(`/api/app/v2/shipment/${moving.waybill.internal}`)).body.shipment;
      expect(byParcel.actions).toMatchObject({ forceAssign: 'buffer', edit: false });
      expect(byParcel.parcels[1].waybill.external_buffer).toBe('RE_1234567890');
      expect((await admin.get(`/api/app/v2/shipment/${number}`)).body.shipment.actions.forceAssign).toBeNull();

      expect((await admin.patch('/api/app/v1/parcel/adopt/unprocessable', { id_parcel: moving.id, id_client: bob.id })).body.code).toBe(
        'parcel_not_adoptable',
      );
      expect((await admin.patch('/api/app/v1/parcel/adopt/buffer', { id_parcel: parcels[0].id, id_client: bob.id })).body.code).toBe(
        'parcel_not_buffer',
      );
      expect((await worker.patch('/api/app/v1/parcel/adopt/buffer', { id_parcel: moving.id, id_client: bob.id })).status).toBe(403);
      const adopted = await admin.patch('/api/app/v1/parcel/adopt/buffer', {
        id_parcel: String(moving.id),
        id_client: String(bob.id),
        is_emag_parcel: true,
      });
      expect(adopted.status, JSON.stringify(adopted.body)).toBe(200);
      expect(adopted.body).toMatchObject({ message: 'adopted_buffer', internal_waybill: expect.stringMatching(/^\dWRO\d{10}$/) });

      const moved = await h.settled(bob.as, adopted.body.internal_waybill);
      expect(moved).toMatchObject({
        client_id: bob.id,
        internal_info: { creator: 'adoption', is_emag: true },
        parcels: [{ id: moving.id, waybill: { internal: moving.waybill.internal } }],
      });
      const history = (await admin.get(`/api/app/v2/shipment/${adopted.body.internal_waybill}/history`)).body.history;
      expect(history.parcels[0].history.map((r: any) => r.name)).toEqual(['Przyjęta w magazynie']);
      const old = (await alice.as.get(`/api/app/v2/shipment/${number}`)).body.shipment;
      expect(old.parcels.map((p: any) => p.id)).toEqual([parcels[0].id]);
      expect((await alice.as.get(`/api/app/v2/shipment/${moving.waybill.internal}`)).status).toBe(404);
      const audit = await admin.get(`/api/audit/shipment/${number}`);
      expect(audit.body.events.map((e: any) => e.type)).toContain('ShipmentParcelAdopted');
    });

    it('a parcel under a buffer number makes its shipment read-only on the write side too; a parcel number with other country letters is not found', async () => {
      const number = await create(alice.as, shipmentBody({ recipient: recipient({ name: 'SANDBOX-REJECT Ana' }) }));
      const failed = await h.settled(alice.as, number);
      expect(failed.actions.edit).toBe(true);
      expect((await worker.put('/api/app/v1/parcel/set-new-buffer-number', { parcel_id: failed.parcels[0].id, barcode: 'RE_5550001' })).status).toBe(200);
      const refused = await alice.as.put('/api/app/v2/shipment/', { ...shipmentBody(), id: failed.id });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('shipment_read_only');
      const parcelNumber: string = failed.parcels[0].waybill.internal;
      expect((await alice.as.get(`/api/app/v2/shipment/${parcelNumber.slice(0, 2)}HU${parcelNumber.slice(4)}`)).status).toBe(404);
    });

    it('the payload view shows what the courier was asked (admins)', async () => {
      const number = await create(alice.as);
      await h.settled(alice.as, number);
      const payload = await admin.get(`/api/app/v2/shipment/${number}/payload`);
      expect(payload.body.payload).toMatchObject({
        reference: number,
        courierId: 1,
        kind: 'home_delivery',
        recipient: { name: 'Ana Popescu', countryIso: 'RO' },
      });
      expect((await alice.as.get(`/api/app/v2/shipment/${number}/payload`)).status).toBe(403);
    });
  });

  // Last: it moves the clock by months.
  describe('the client list selectors that read shipments', () => {
    it('last month, volume growing or shrinking, last month volume class', async () => {
      const tag = `sel-${Date.now()}`;
      const carol = await h.newClient({ name: `${tag} Carol` });
      const dave = await h.newClient({ name: `${tag} Dave` });
      await create(carol.as);
      await create(carol.as);
      await create(dave.as);
      const names = async (criteria: Record<string, unknown>) => {
        const response = await admin.post('/api/app/v1/client/list', {
          client_alias_or_emag_name: tag,
          order: [{ column: 'name', dir: 'asc' }],
          ...criteria,
        });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return response.body.data.map((row: any) => row.name.replace(`${tag} `, ''));
      };
      expect(await names({ last_month: true })).toEqual([]);
      h.clock.shiftMs += 32 * 86_400_000;
      expect(await names({ last_month: true })).toEqual(['Carol', 'Dave']);
      expect(await names({ volume_growing: true })).toEqual(['Carol', 'Dave']);
      expect(await names({ last_mont_shipment_count_by_volume: 'C' })).toEqual(['Carol', 'Dave']);
      expect(await names({ last_mont_shipment_count_by_volume: 'B' })).toEqual([]);
      await create(dave.as);
      await create(dave.as);
      h.clock.shiftMs += 31 * 86_400_000;
      expect(await names({ last_month: true })).toEqual(['Dave']);
      expect(await names({ volume_growing: true })).toEqual(['Dave']);
      expect(await names({ volume_growing: false })).toEqual(['Carol']);
    });
  });
});

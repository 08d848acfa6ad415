import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { billingPeriod, clientView, messageResponse, parameterTypeView, parameterView, priceView } from '@parcel/contracts';
import { caller, startClientsHarness, type Caller, type ClientsHarness } from '../testing/clients-harness.js';

const TYPE = {
  SENDING_SHIPMENTS_BLOCK: 1,
  INVOICING_BLOCK: 2,
  INVOICE_CURRENCY: 6,
  INVOICING_VAT_RATE: 8,
  SHIPMENT_COUNT_VOLUME: 9,
  ACCOUNT_PERIOD: 10,
  SIDE_FORMULA_LIMIT: 11,
  ROMANIA_SAMEDAY_CLIENT_CONTACT_NAME: 12,
  EMAG_NAME: 16,
} as const;

const band = (min: number, max: number, extra: Record<string, unknown> = {}) => ({
  net_price: 12.5,
  vat_percentage: 23,
  min_weight_value: min,
  max_weight_value: max,
  ...extra,
});

describe('client price bands and additional parameters (HTTP, in process)', () => {
  let h: ClientsHarness;
  let admin: Caller;
  let client: Caller;
  let ownId: number;

  beforeAll(async () => {
    h = await startClientsHarness();
    admin = h.admin;
    // A logged-in client user: the settings are the admin's, not the client's.
    const own = await h.createClient();
    ownId = own.id;
    client = caller(h.api, (await h.acceptInvitation(own.form.email, 'client-password')).token);
  });

  afterAll(async () => {
    await h?.api.close();
  });

  describe('price bands', () => {
    const prices = async (clientId: number) => {
      const response = await admin.get(`/api/client/prices/${clientId}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return z.array(priceView).parse(response.body);
    };

    it('adds, reads, changes and deletes bands of a client', async () => {
      const { id } = await h.createClient();
      expect(await prices(id)).toEqual([]);
      const created = await admin.post('/api/client/prices', { ...band(5, 10), id_client: id });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.headers.get('x-read-model')).toBe('current');
      expect(messageResponse.parse(created.body).message).toBe('price_created');
      const priceId = created.body.id as string;
      // Touching ends are fine: [0, 5] next to [5, 10].
      const lower = await admin.post('/api/client/prices', { ...band(0, 5, { net_price: '9.99', vat_percentage: '0' }), id_client: String(id) });
      expect(lower.status, JSON.stringify(lower.body)).toBe(201);

      expect(await prices(id)).toEqual([
        { id: lower.body.id, id_client: id, net_price: 9.99, vat_percentage: 0, min_weight_value: 0, max_weight_value: 5, service_id: '2505' },
        { id: priceId, id_client: id, net_price: 12.5, vat_percentage: 23, min_weight_value: 5, max_weight_value: 10, service_id: '2505' },
      ]);
      const one = await admin.get(`/api/price/${priceId}`);
      expect(one.status).toBe(200);
      expect(priceView.parse(one.body)).toMatchObject({ id: priceId, min_weight_value: 5 });

      const changed = await admin.put('/api/client/prices', { ...band(5, 20, { net_price: 15 }), id: priceId, id_client: id });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toEqual({ message: 'price_changed' });
      expect((await admin.get(`/api/price/${priceId}`)).body).toMatchObject({ net_price: 15, max_weight_value: 20 });

      const removed = await admin.del('/api/client/prices', { id: priceId });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: 'price_deleted' });
      expect((await prices(id)).map((p) => p.id)).toEqual([lower.body.id]);
      const again = await admin.del('/api/client/prices', { id: priceId });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ code: 'price_band_not_found' });
      expect((await admin.get(`/api/price/${priceId}`)).status).toBe(404);
    });

    it('refuses overlapping bands, min >= max and values out of 0..100 with the field map', async () => {
      const { id } = await h.createClient();
      const first = await admin.post('/api/client/prices', { ...band(10, 20), id_client: id });
      expect(first.status).toBe(201);
      const overlap = await admin.post('/api/client/prices', { ...band(15, 30), id_client: id });
      expect(overlap.status).toBe(422);
      expect(overlap.body).toEqual({ code: 'validation_failed', errors: { min_weight_value: ['price_band_overlap'] } });
      const inside = await admin.post('/api/client/prices', { ...band(0, 100), id_client: id });
      expect(inside.body.errors).toEqual({ min_weight_value: ['price_band_overlap'] });
      const reversed = await admin.post('/api/client/prices', { ...band(30, 25), id_client: id });
      expect(reversed.status).toBe(422);
      expect(reversed.body.errors).toEqual({ max_weight_value: ['price_band_range_invalid'] });
      const empty = await admin.post('/api/client/prices', { ...band(30, 30), id_client: id });
      expect(empty.body.errors).toEqual({ max_weight_value: ['price_band_range_invalid'] });
      // A change may not overlap another band either; the band itself does not count.
      const second = await admin.post('/api/client/prices', { ...band(20, 30), id_client: id });
      expect(second.status).toBe(201);
      const grow = await admin.put('/api/client/prices', { ...band(15, 30), id: second.body.id, id_client: id });
      expect(grow.body.errors).toEqual({ min_weight_value: ['price_band_overlap'] });
      expect((await admin.put('/api/client/prices', { ...band(20, 40), id: second.body.id, id_client: id })).status).toBe(200);

      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{ vat_percentage: 101 }, { vat_percentage: ['too_big'] }],
        [{ min_weight_value: -1 }, { min_weight_value: ['too_small'] }],
        [{ max_weight_value: 100.5 }, { max_weight_value: ['too_big'] }],
        [{ net_price: -0.01 }, { net_price: ['too_small'] }],
        [{ service_id: '1000' }, { service_id: ['invalid_value'] }],
      ];
      for (const [change, errors] of cases) {
        const response = await admin.post('/api/client/prices', { ...band(50, 60), id_client: id, ...change });
        expect(response.status, JSON.stringify(change)).toBe(422);
        expect(response.body.errors, JSON.stringify(change)).toEqual(errors);
      }
      const missing = await admin.post('/api/client/prices', {});
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['id_client', 'max_weight_value', 'min_weight_value', 'net_price', 'vat_percentage']);
    });

    it('answers 404 for unknown clients and bands, 403/401 for non-admins', async () => {
      const unknownClient = await admin.post('/api/client/prices', { ...band(0, 1), id_client: 999999 });
      expect(unknownClient.status).toBe(404);
      expect(unknownClient.body).toEqual({ code: 'client_not_found' });
      expect((await admin.get('/api/client/prices/999999')).body).toEqual({ code: 'client_not_found' });
      const ghost = randomUUID();
      const change = await admin.put('/api/client/prices', { ...band(0, 1), id: ghost, id_client: ownId });
      expect(change.status).toBe(404);
      expect(change.body).toEqual({ code: 'price_band_not_found' });
      expect((await admin.get(`/api/price/${ghost}`)).body).toEqual({ code: 'price_band_not_found' });
      expect((await admin.get('/api/price/not-a-uuid')).status).toBe(422);
      expect((await admin.del('/api/client/prices', { id: 'x' })).body.errors).toEqual({ id: ['invalid_value'] });

      for (const as of [h.worker, client]) {
        expect((await as.get(`/api/client/prices/${ownId}`)).status).toBe(403);
        expect((await as.post('/api/client/prices', { ...band(0, 1), id_client: ownId })).status).toBe(403);
        expect((await as.del('/api/client/prices', { id: ghost })).status).toBe(403);
      }
      expect((await h.anonymous.get(`/api/client/prices/${ownId}`)).status).toBe(401);
      expect((await h.anonymous.post('/api/client/prices', {})).status).toBe(401);
    });
  });

  describe('additional parameters', () => {
    const parameters = async (clientId: number) => {
      const response = await admin.get(`/api/app/v1/client/${clientId}/additional`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return z.array(parameterView).parse(response.body);
    };
    const define = (clientId: number, body: Record<string, unknown>) => admin.post(`/api/app/v1/client/${clientId}/additional`, body);

    it('serves the parameter-type catalogue', async () => {
      const response = await admin.get('/api/app/v1/client/additional_property_types');
      expect(response.status).toBe(200);
      const types = z.array(parameterTypeView).parse(response.body);
      expect(types.map((t) => t.id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
      expect(types.find((t) => t.code === 'SENDING_SHIPMENTS_BLOCK')).toMatchObject({ kind: 'boolean', default_value: 'true', option_keys: ['true', 'false'] });
      expect(types.find((t) => t.code === 'SIDE_FORMULA_LIMIT')).toMatchObject({ kind: 'number', default_value: '300', min: 0 });
      expect(types.find((t) => t.code === 'ACCOUNT_PERIOD')).toMatchObject({ kind: 'select', option_keys: ['monthly', 'half_monthly', 'weekly'] });
      expect(types.find((t) => t.code === 'ROMANIA_SAMEDAY_CLIENT_CONTACT_NAME')).toMatchObject({ kind: 'contact', contact_courier_id: 1 });

      const one = await admin.get(`/api/app/v1/client/additional_property_types/${TYPE.INVOICE_CURRENCY}`);
      expect(one.status).toBe(200);
      expect(parameterTypeView.parse(one.body)).toMatchObject({ code: 'INVOICE_CURRENCY', editable: false, option_keys: ['PLN', 'EUR'] });
      const unknown = await admin.get('/api/app/v1/client/additional_property_types/99');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ code: 'not_found' });
      expect((await admin.get('/api/app/v1/client/additional_property_types/x')).status).toBe(422);
      expect((await h.worker.get('/api/app/v1/client/additional_property_types')).status).toBe(403);
      expect((await client.get('/api/app/v1/client/additional_property_types/1')).status).toBe(403);
    });

    it('defines, reads, changes and removes parameters; values follow the type', async () => {
      const { id } = await h.createClient();
      // A boolean defaults to true; SIDE_FORMULA_LIMIT to 300.
      const invoicing = await define(id, { type_id: TYPE.INVOICING_BLOCK });
      expect(invoicing.status, JSON.stringify(invoicing.body)).toBe(201);
      expect(invoicing.headers.get('x-read-model')).toBe('current');
      expect(invoicing.body).toEqual({ message: 'parameter_defined', id: expect.any(String) });
      const limit = await define(id, { type_id: String(TYPE.SIDE_FORMULA_LIMIT) });
      expect(limit.status).toBe(201);
      const vat = await define(id, { type_id: TYPE.INVOICING_VAT_RATE, value: 'np' });
      expect(vat.status).toBe(201);

      const list = await parameters(id);
      expect(list.map((p) => [p.code, p.value])).toEqual([
        ['INVOICING_BLOCK', 'true'],
        ['INVOICING_VAT_RATE', 'np'],
        ['SIDE_FORMULA_LIMIT', '300'],
      ]);
      expect(list[0]).toEqual({
        id: invoicing.body.id,
        name: 'Blokada fakturowania',
        code: 'INVOICING_BLOCK',
        value: 'true',
        hidden_value: null,
        type_id: TYPE.INVOICING_BLOCK,
        client_id: id,
        extra_parameters: [{ name: 'value', type: 'boolean', options: ['Tak', 'Nie'], option_keys: ['true', 'false'], value: 'true' }],
      });

      const one = await admin.get(`/api/app/v1/client/${id}/additional/${vat.body.id}`);
      expect(one.status).toBe(200);
      expect(parameterView.parse(one.body)).toMatchObject({ code: 'INVOICING_VAT_RATE', value: 'np' });

      const changed = await admin.put(`/api/app/v1/client/${id}/additional`, { id: limit.body.id, value: '450' });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toEqual({ message: 'parameter_changed' });
      expect((await admin.get(`/api/app/v1/client/${id}/additional/${limit.body.id}`)).body.value).toBe('450');
      // Saving the same value again is fine.
      expect((await admin.put(`/api/app/v1/client/${id}/additional`, { id: limit.body.id, value: '450' })).status).toBe(200);

      const removed = await admin.del(`/api/app/v1/client/${id}/additional`, { id: vat.body.id });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: 'parameter_removed' });
      expect((await parameters(id)).map((p) => p.code)).toEqual(['INVOICING_BLOCK', 'SIDE_FORMULA_LIMIT']);
      const gone = await admin.get(`/api/app/v1/client/${id}/additional/${vat.body.id}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ code: 'parameter_not_found' });
      // Removed, the type may be defined again.
      expect((await define(id, { type_id: TYPE.INVOICING_VAT_RATE, value: '23' })).status).toBe(201);
    });

    it('answers 422 with the field map for wrong values, taken and unknown types, and the fixed currency', async () => {
      const { id } = await h.createClient();
      const expect422 = async (response: { status: number; body: any }, errors: Record<string, string[]>) => {
        expect(response.status, JSON.stringify(response.body)).toBe(422);
        expect(response.body).toEqual({ code: 'validation_failed', errors });
      };
      await expect422(await define(id, { type_id: TYPE.SHIPMENT_COUNT_VOLUME, value: 'D' }), { value: ['parameter_value_invalid'] });
      await expect422(await define(id, { type_id: TYPE.SIDE_FORMULA_LIMIT, value: '-1' }), { value: ['parameter_value_invalid'] });
      await expect422(await define(id, { type_id: TYPE.SIDE_FORMULA_LIMIT, value: 'dużo' }), { value: ['parameter_value_invalid'] });
      await expect422(await define(id, { type_id: TYPE.INVOICING_BLOCK, value: 'yes' }), { value: ['parameter_value_invalid'] });
      await expect422(await define(id, { type_id: TYPE.EMAG_NAME, value: '' }), { value: ['parameter_value_invalid'] });
      await expect422(await define(id, { type_id: 99 }), { type_id: ['parameter_type_not_found'] });
      await expect422(await define(id, {}), { type_id: ['required'] });

      // A contact needs its name and its hidden contact id.
      await expect422(await define(id, { type_id: TYPE.ROMANIA_SAMEDAY_CLIENT_CONTACT_NAME, value: 'Jan Kowalski' }), { value: ['parameter_value_invalid'] });
      await expect422(await define(id, { type_id: TYPE.ROMANIA_SAMEDAY_CLIENT_CONTACT_NAME, hidden_value: '77' }), { value: ['parameter_value_invalid'] });
      const contact = await define(id, { type_id: TYPE.ROMANIA_SAMEDAY_CLIENT_CONTACT_NAME, value: 'Jan Kowalski', hidden_value: '77' });
      expect(contact.status).toBe(201);
      const contactView = (await admin.get(`/api/app/v1/client/${id}/additional/${contact.body.id}`)).body;
      expect(contactView).toMatchObject({ value: 'Jan Kowalski', hidden_value: '77' });
      expect(contactView.extra_parameters).toEqual([
        { name: 'value', type: 'contact', options: [], option_keys: [], value: 'Jan Kowalski' },
        { name: 'hidden_value', type: 'hidden', options: [], option_keys: [], value: '77' },
      ]);
      await expect422(await admin.put(`/api/app/v1/client/${id}/additional`, { id: contact.body.id, value: 'Anna Nowak' }), { value: ['parameter_value_invalid'] });
      expect((await admin.put(`/api/app/v1/client/${id}/additional`, { id: contact.body.id, value: 'Anna Nowak', hidden_value: '78' })).status).toBe(200);

      // One parameter per type.
      expect((await define(id, { type_id: TYPE.SHIPMENT_COUNT_VOLUME, value: 'A' })).status).toBe(201);
      await expect422(await define(id, { type_id: TYPE.SHIPMENT_COUNT_VOLUME, value: 'B' }), { type_id: ['parameter_type_taken'] });

      // INVOICE_CURRENCY is fixed once defined.
      const currency = await define(id, { type_id: TYPE.INVOICE_CURRENCY, value: 'EUR' });
      expect(currency.status).toBe(201);
      await expect422(await admin.put(`/api/app/v1/client/${id}/additional`, { id: currency.body.id, value: 'PLN' }), { value: ['parameter_not_editable'] });
      expect((await admin.get(`/api/app/v1/client/${id}/additional/${currency.body.id}`)).body.value).toBe('EUR');

      const missing = await admin.put(`/api/app/v1/client/${id}/additional`, {});
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['id', 'value']);
    });

    it('answers 404 for unknown clients and parameters, 403/401 for non-admins', async () => {
      const ghost = randomUUID();
      expect((await define(999999, { type_id: TYPE.INVOICING_BLOCK })).body).toEqual({ code: 'client_not_found' });
      expect((await admin.get('/api/app/v1/client/999999/additional')).status).toBe(404);
      const change = await admin.put(`/api/app/v1/client/${ownId}/additional`, { id: ghost, value: 'x' });
      expect(change.status).toBe(404);
      expect(change.body).toEqual({ code: 'parameter_not_found' });
      expect((await admin.del(`/api/app/v1/client/${ownId}/additional`, { id: ghost })).body).toEqual({ code: 'parameter_not_found' });
      expect((await admin.get(`/api/app/v1/client/${ownId}/additional/${ghost}`)).status).toBe(404);
      expect((await admin.get(`/api/app/v1/client/${ownId}/additional/nope`)).body.errors).toEqual({ parameterId: ['invalid_value'] });

      for (const as of [h.worker, client]) {
        expect((await as.get(`/api/app/v1/client/${ownId}/additional`)).status).toBe(403);
        expect((await as.get(`/api/app/v1/client/${ownId}/additional/${ghost}`)).status).toBe(403);
        expect((await as.post(`/api/app/v1/client/${ownId}/additional`, { type_id: TYPE.INVOICING_BLOCK })).status).toBe(403);
        expect((await as.put(`/api/app/v1/client/${ownId}/additional`, { id: ghost, value: 'x' })).status).toBe(403);
        expect((await as.del(`/api/app/v1/client/${ownId}/additional`, { id: ghost })).status).toBe(403);
      }
      expect((await h.anonymous.post(`/api/app/v1/client/${ownId}/additional`, { type_id: 2 })).status).toBe(401);
      expect((await h.anonymous.get(`/api/app/v1/client/${ownId}/additional`)).status).toBe(401);
    });
  });

  describe('dispatch block (the SENDING_SHIPMENTS_BLOCK parameter)', () => {
    it('blocks and unblocks the client dispatch', async () => {
      const { id } = await h.createClient();
      const sendingBlocked = async () => clientView.parse((await admin.get(`/api/client/data/${id}`)).body).sending_blocked;
      expect(await sendingBlocked()).toBe(false);

      const block = await admin.post(`/api/app/v1/client/${id}/additional`, { type_id: TYPE.SENDING_SHIPMENTS_BLOCK, value: 'false' });
      expect(block.status, JSON.stringify(block.body)).toBe(201);
      expect(block.body).toEqual({ message: 'sending_shipments_block', id: expect.any(String) });
      expect(await sendingBlocked()).toBe(true);
      // Its value is always true, whatever was sent.
      const parameter = (await admin.get(`/api/app/v1/client/${id}/additional/${block.body.id}`)).body;
      expect(parameter).toMatchObject({ code: 'SENDING_SHIPMENTS_BLOCK', value: 'true', type_id: TYPE.SENDING_SHIPMENTS_BLOCK });

      const twice = await admin.post(`/api/app/v1/client/${id}/additional`, { type_id: TYPE.SENDING_SHIPMENTS_BLOCK });
      expect(twice.status).toBe(409);
      expect(twice.body).toEqual({ code: 'dispatch_already_blocked' });
      const change = await admin.put(`/api/app/v1/client/${id}/additional`, { id: block.body.id, value: 'false' });
      expect(change.status).toBe(422);
      expect(change.body.errors).toEqual({ value: ['parameter_not_editable'] });

      const unblock = await admin.del(`/api/app/v1/client/${id}/additional`, { id: block.body.id });
      expect(unblock.status).toBe(200);
      expect(unblock.body).toEqual({ message: 'sending_shipments_unblock' });
      expect(await sendingBlocked()).toBe(false);
      expect(await admin.get(`/api/app/v1/client/${id}/additional`).then((r) => r.body)).toEqual([]);
      // And blocked again.
      expect((await admin.post(`/api/app/v1/client/${id}/additional`, { type_id: TYPE.SENDING_SHIPMENTS_BLOCK })).status).toBe(201);
      expect(await sendingBlocked()).toBe(true);
    });
  });

  describe('billing period (GET app/v1/client/findPeriod/{id})', () => {
    const at = async (clientId: number, instant: string) => {
      h.clock.shiftMs = Date.parse(instant) - Date.now();
      try {
        const response = await admin.get(`/api/app/v1/client/findPeriod/${clientId}`);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return billingPeriod.parse(response.body);
      } finally {
        h.clock.shiftMs = 0;
      }
    };

    it('answers the current period of each ACCOUNT_PERIOD, in the Warsaw calendar; 404 without one', async () => {
      const { id } = await h.createClient();
      const none = await admin.get(`/api/app/v1/client/findPeriod/${id}`);
      expect(none.status).toBe(404);
      expect(none.body).toEqual({ code: 'billing_period_not_found' });

      const defined = await admin.post(`/api/app/v1/client/${id}/additional`, { type_id: TYPE.ACCOUNT_PERIOD, value: 'monthly' });
      expect(defined.status).toBe(201);
      expect(await at(id, '2024-02-14T10:00:00Z')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
      expect(await at(id, '2023-02-14T10:00:00Z')).toEqual({ start: '2023-02-01', end: '2023-02-28' });
      // 23:30 UTC on 29 February is already 1 March in Warsaw.
      expect(await at(id, '2024-02-29T23:30:00Z')).toEqual({ start: '2024-03-01', end: '2024-03-31' });

      const setPeriod = async (value: string) =>
        expect((await admin.put(`/api/app/v1/client/${id}/additional`, { id: defined.body.id, value })).status).toBe(200);
      await setPeriod('half_monthly');
      expect(await at(id, '2024-02-15T12:00:00Z')).toEqual({ start: '2024-02-01', end: '2024-02-15' });
      expect(await at(id, '2024-02-16T12:00:00Z')).toEqual({ start: '2024-02-16', end: '2024-02-29' });
      expect(await at(id, '2024-04-30T12:00:00Z')).toEqual({ start: '2024-04-16', end: '2024-04-30' });

      await setPeriod('weekly');
      // 14 February 2024 was a Wednesday.
      expect(await at(id, '2024-02-14T12:00:00Z')).toEqual({ start: '2024-02-12', end: '2024-02-18' });
      // A week across the new year; Sunday belongs to the week that began on Monday.
      expect(await at(id, '2024-12-31T12:00:00Z')).toEqual({ start: '2024-12-30', end: '2025-01-05' });
      expect(await at(id, '2024-02-18T12:00:00Z')).toEqual({ start: '2024-02-12', end: '2024-02-18' });

      // Without the parameter, no period again.
      expect((await admin.del(`/api/app/v1/client/${id}/additional`, { id: defined.body.id })).status).toBe(200);
      expect((await admin.get(`/api/app/v1/client/findPeriod/${id}`)).status).toBe(404);
    });

    it('answers client_not_found, 422, 403 and 401 where it must', async () => {
      const unknown = await admin.get('/api/app/v1/client/findPeriod/999999');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ code: 'client_not_found' });
      expect((await admin.get('/api/app/v1/client/findPeriod/zero')).status).toBe(422);
      expect((await h.worker.get(`/api/app/v1/client/findPeriod/${ownId}`)).status).toBe(403);
      expect((await client.get(`/api/app/v1/client/findPeriod/${ownId}`)).status).toBe(403);
      expect((await h.anonymous.get(`/api/app/v1/client/findPeriod/${ownId}`)).status).toBe(401);
    });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideOrderImport, shopOrderStream, type IdoSellOrder } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '../cqrs/command-context.js';
import { startClientsHarness, type Caller, type ClientsHarness } from '../testing/clients-harness.js';
import { assertNoLeaks, caller, readEverything } from '../testing/index.js';
import { CreateShipmentCommand } from '../shipments/create-shipment/create-shipment.js';
import { ShipmentStreams } from '../shipments/index.js';
import { IDOSELL_PORT } from './idosell/idosell-port.js';
import { orderOf } from './idosell/idosell-wire.js';
import { IdoSellSandbox } from './idosell/sandbox/idosell-sandbox.js';
import { sandboxOrder, type SandboxOrderInput } from './idosell/sandbox/sandbox-idosell-data.js';
import { ShopStreams } from './shop-streams.js';
import { ShopsLiveRules } from './shops.live.js';
import { shipmentRequestOf } from './synchronize-shop/shipment-request.js';
import { ShopSyncJob } from './synchronize-shop/shop-sync.job.js';
import { ShopSynchronizer } from './synchronize-shop/shop-synchronizer.js';

const PANEL = '/api/app/v2/client-panel';
const CLUJ_NAPOCA = 54984;

/**
 * Client shop integrations (spec/03 §7 "Client panel"; docs/shops.md): every
 * call with two clients (nothing of one visible to the other), the 422 keys
 * of spec/03 §5, the key never answered, logged or stored in clear; the
 * synchronisation against THE SANDBOX IdoSell: orders imported once (twice
 * synced, concurrently, after a crash, after the shop is connected again),
 * the tracking numbers written back, unmapped couriers ignored, failing shops
 * visible with their reason and recovered on the next run.
 */
describe('client shop integrations (IdoSell)', () => {
  let h: ClientsHarness;
  let sandbox: IdoSellSandbox;
  let db: ReadModelDb;
  const log: string[] = [];
  const restore: (() => void)[] = [];
  const keys = new Set<string>();
  const key = (name: string) => {
    const value = `idosell-${name}-${Math.random().toString(36).slice(2, 10)}`;
    keys.add(value);
    return value;
  };
  const a = { id: 0, userId: '', as: undefined as unknown as Caller };
  const b = { id: 0, userId: '', as: undefined as unknown as Caller };

  async function newClient(target: typeof a, overrides: Record<string, unknown>) {
    const { id, form } = await h.createClient(overrides);
    const login = await h.acceptInvitation(form.email, 'secret123');
    Object.assign(target, { id, userId: login.id, as: caller(h.api, login.token) });
  }
  const expectStatus = async (call: Promise<{ status: number; body: any }>, status: number) => {
    const response = await call;
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    return response.body;
  };
  const connect = async (as: Caller, domain: string, apiKey: string) =>
    (
      await expectStatus(
        as.post(`${PANEL}/external_shop`, { platform: 'ido_sell', base_url: `https://${domain}`, encrypted_api_key: apiKey }),
        201,
      )
    ).id as number;
  const map = async (as: Caller, shopId: number, countryId: number, courierId: number) =>
    (
      await expectStatus(
        as.post(`${PANEL}/external_shop/${shopId}/courier`, { country_id: countryId, external_shop_courier_id: courierId }),
        201,
      )
    ).id as number;
  const sync = (as: Caller, shopId: number) => as.post(`${PANEL}/external_shop/${shopId}/synchronize`);
  const put = async (domain: string, ...orders: SandboxOrderInput[]) => {
    for (const order of orders) await sandbox.store.putOrder(domain, sandboxOrder(order));
  };
  const events = async (type: string) => (await readEverything(h.api.infra.store)).filter((e) => e.type === type);
  const shopShipments = async () =>
    (await events('ShipmentCreated')).filter((e) => (e.data as { creator: string }).creator === 'external_shop');

  beforeAll(async () => {
    process.env['LOG_LEVEL'] = 'info';
    for (const stream of [process.stdout, process.stderr]) {
      const original = stream.write.bind(stream);
      stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
        log.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
        const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
        callback?.();
        return true;
      }) as typeof stream.write;
      restore.push(() => {
        stream.write = original;
      });
    }
    h = await startClientsHarness({ ADDRESS_IMPORT: 'true', SHOP_SYNC_INTERVAL_MS: '0', IDOSELL_SANDBOX_DELAY_MS: '0' });
    sandbox = h.api.app.get(IDOSELL_PORT) as IdoSellSandbox;
    expect(sandbox).toBeInstanceOf(IdoSellSandbox);
    db = h.api.infra.database.db as ReadModelDb;
    await newClient(a, { allowed_countries: [1, 3, 4, 10, 11], cod_enabled: 1 });
    await newClient(b, { allowed_countries: [1], cod_enabled: 0 });
  }, 120_000);

  afterAll(async () => {
    await h?.api.close();
    for (const undo of restore) undo();
  });

  describe('the calls of the client panel', () => {
    let shopId = 0;
    const apiKey = () => [...keys][0]!;

    it('answers each client its own allowed countries', async () => {
      expect(await expectStatus(a.as.get(`${PANEL}/allowed_countries`), 200)).toEqual([
        { id: 1, name: 'Rumunia', iso_code: 'RO' },
        { id: 3, name: 'Węgry', iso_code: 'HU' },
        { id: 4, name: 'Bułgaria', iso_code: 'BG' },
        { id: 10, name: 'Czechy', iso_code: 'CZ' },
        { id: 11, name: 'Słowacja', iso_code: 'SK' },
      ]);
      expect(await expectStatus(b.as.get(`${PANEL}/allowed_countries`), 200)).toEqual([{ id: 1, name: 'Rumunia', iso_code: 'RO' }]);
    });

    it('refuses a shop form with the 422 keys of spec/03 §5', async () => {
      const body = await expectStatus(a.as.post(`${PANEL}/external_shop`, {}), 422);
      expect(Object.keys(body.errors).sort()).toEqual(['base_url', 'encrypted_api_key', 'platform']);
      for (const [field, value, code] of [
        ['platform', 'shoper', 'invalid_value'],
        ['base_url', 'http://sklep.example.pl', 'invalid_value'],
        ['base_url', 'https://127.0.0.1', 'invalid_value'],
        ['base_url', 'https://localhost', 'invalid_value'],
        ['base_url', 'https://sklep.example.pl:8443', 'invalid_value'],
        ['encrypted_api_key', '   ', 'required'],
        ['encrypted_api_key', 'x'.repeat(501), 'too_long'],
      ] as const) {
        const form = { platform: 'ido_sell', base_url: 'https://sklep.example.pl', encrypted_api_key: 'k-123456', [field]: value };
        const refused = await expectStatus(a.as.post(`${PANEL}/external_shop`, form), 422);
        expect(refused.errors, `${field}=${value}`).toEqual({ [field]: [code] });
      }
    });

    it('connects a shop (the address as https://host), lists it; the key is never answered', async () => {
      const secret = key('main');
      const created = await expectStatus(
        a.as.post(`${PANEL}/external_shop`, {
          platform: 'ido_sell',
          base_url: 'Sklep-A.Example.PL/api/admin/v6',
          encrypted_api_key: secret,
        }),
        201,
      );
      expect(created).toEqual({ id: expect.any(Number), message: 'created' });
      shopId = created.id;
      expect(await expectStatus(a.as.get(`${PANEL}/external_shop`), 200)).toEqual([
        {
          id: shopId,
          platform: 'ido_sell',
          base_url: 'https://sklep-a.example.pl',
          domain: 'sklep-a.example.pl',
          has_api_key: true,
          couriers_count: 0,
          last_synchronization: null,
        },
      ]);
      const view = await expectStatus(a.as.get(`${PANEL}/external_shop/${shopId}`), 200);
      expect(view).toMatchObject({
        id: shopId,
        client_id: a.id,
        has_api_key: true,
        couriers: [],
        last_synchronization: null,
        orders: [],
        orders_total: 0,
      });
      expect(Object.keys(view)).not.toContain('encrypted_api_key');
      expect(apiKey()).toBe(secret);
    });

    it('shows nothing of one client’s shop to another: 404 for every call, an empty list', async () => {
      expect(await expectStatus(b.as.get(`${PANEL}/external_shop`), 200)).toEqual([]);
      await expectStatus(b.as.get(`${PANEL}/external_shop/${shopId}`), 404);
      await expectStatus(b.as.del(`${PANEL}/external_shop`, { id: shopId }), 404);
      await expectStatus(b.as.post(`${PANEL}/external_shop`, { id: shopId, platform: 'ido_sell', base_url: 'https://x.example.pl' }), 404);
      await expectStatus(b.as.post(`${PANEL}/external_shop/${shopId}/courier`, { country_id: 1, external_shop_courier_id: 11 }), 404);
      await expectStatus(b.as.get(`${PANEL}/external_shop/${shopId}/platform_couriers?country_id=1`), 404);
      await expectStatus(sync(b.as, shopId), 404);
      // Staff have no client panel.
      await expectStatus(h.admin.get(`${PANEL}/external_shop`), 403);
      await expectStatus(h.worker.get(`${PANEL}/external_shop/${shopId}`), 403);
    });

    it('maps couriers per country: the 422 keys, an allowed country only, one mapping per (country, courier)', async () => {
      const body = await expectStatus(a.as.post(`${PANEL}/external_shop/${shopId}/courier`, {}), 422);
      expect(Object.keys(body.errors).sort()).toEqual(['country_id', 'external_shop_courier_id']);
      for (const value of [0, -3, 'x', 1.5]) {
        const refused = await expectStatus(
          a.as.post(`${PANEL}/external_shop/${shopId}/courier`, { country_id: 1, external_shop_courier_id: value }),
          422,
        );
        expect(Object.keys(refused.errors), String(value)).toEqual(['external_shop_courier_id']);
      }
      const poland = await expectStatus(
        a.as.post(`${PANEL}/external_shop/${shopId}/courier`, { country_id: 2, external_shop_courier_id: 1 }),
        422,
      );
      expect(poland.errors).toEqual({ country_id: ['external_shop_country_not_allowed'] });
      const ro = await map(a.as, shopId, 1, 11);
      const again = await expectStatus(
        a.as.post(`${PANEL}/external_shop/${shopId}/courier`, { country_id: 1, external_shop_courier_id: '11' }),
        422,
      );
      expect(again.errors).toEqual({ external_shop_courier_id: ['external_shop_courier_exists'] });
      const hu = await map(a.as, shopId, 3, 21);
      expect(await expectStatus(a.as.get(`${PANEL}/external_shop/${shopId}/courier/${ro}`), 200)).toEqual({
        id: ro,
        external_client_shop_id: shopId,
        external_shop_courier_id: 11,
        country_id: 1,
        country_name: 'Rumunia',
        last_synchronized_at: null,
      });
      await expectStatus(b.as.get(`${PANEL}/external_shop/${shopId}/courier/${ro}`), 404);
      // A third, removed again.
      const extra = await map(a.as, shopId, 1, 12);
      await expectStatus(b.as.del(`${PANEL}/external_shop/${shopId}/courier`, { id: extra }), 404);
      expect(await expectStatus(a.as.del(`${PANEL}/external_shop/${shopId}/courier`, { id: extra }), 200)).toEqual({ message: 'deleted' });
      await expectStatus(a.as.get(`${PANEL}/external_shop/${shopId}/courier/${extra}`), 404);
      await expectStatus(a.as.del(`${PANEL}/external_shop/${shopId}/courier`, { id: extra }), 404);
      expect((await expectStatus(a.as.get(`${PANEL}/external_shop/${shopId}`), 200)).couriers.map((c: { id: number }) => c.id)).toEqual([
        ro,
        hu,
      ]);
    });

    it('offers the platform’s couriers of a country for the courier form', async () => {
      expect(await expectStatus(a.as.get(`${PANEL}/external_shop/${shopId}/platform_couriers?country_id=1`), 200)).toEqual([
        { id: 11, name: 'Sameday Kurier (RO)' },
        { id: 12, name: 'Sameday easybox (RO)' },
        { id: 13, name: 'FAN Courier (RO)' },
      ]);
      await expectStatus(a.as.get(`${PANEL}/external_shop/${shopId}/platform_couriers`), 422);
    });

    it('changes the shop’s address keeping its key (an empty key field); the key still works', async () => {
      const saved = await expectStatus(
        a.as.post(`${PANEL}/external_shop`, {
          id: shopId,
          platform: 'ido_sell',
          base_url: 'https://sklep-a.example.pl',
          encrypted_api_key: '',
        }),
        200,
      );
      expect(saved).toEqual({ id: shopId, message: 'saved' });
      const run = await expectStatus(sync(a.as, shopId), 200);
      expect(run).toMatchObject({ status: 'succeeded', seen: 0, imported: 0 });
    });
  });

  describe('the synchronisation against the sandbox', () => {
    const domain = 'sklep-sync.example.pl';
    let shopId = 0;
    let roCourier = 0;
    const numbers = new Map<number, string>();

    beforeAll(async () => {
      shopId = await connect(a.as, domain, key('sync'));
      roCourier = await map(a.as, shopId, 1, 11);
      await map(a.as, shopId, 3, 21);
      await put(
        domain,
        { serial: 101, courierId: 11, weightGrams: 1250, products: [{ name: 'Książka', quantity: 2 }] },
        { serial: 102, courierId: 13 },
        { serial: 103, courierId: 11, city: 'Orașul Nimănui', zipCode: '999999' },
        {
          serial: 104,
          courierId: 21,
          countryIso: 'HU',
          city: 'Budapest',
          zipCode: '1051',
          street: 'Nádor utca 12',
          phone: '+36 20 123 4567',
          currency: 'HUF',
        },
        { serial: 105, courierId: 11, status: 'finished' },
        { serial: 106, courierId: 11, paymentType: 'cash_on_delivery', productsCost: 100, deliveryCost: 15.5 },
      );
    });

    it('imports the orders of mapped couriers as shipments of the client (creator external_shop), writes their numbers back, ignores the others, shows the failures', async () => {
      const run = await expectStatus(sync(a.as, shopId), 200);
      expect(run).toEqual({
        status: 'succeeded',
        at: expect.any(String),
        reason: null,
        message: null,
        seen: 5,
        imported: 3,
        written_back: 3,
        ignored: 1,
        failed: 1,
        failures: [{ order_serial_number: 103, reason: 'address_unresolved', message: 'Orașul Nimănui 999999' }],
      });
      const view = await expectStatus(a.as.get(`${PANEL}/external_shop/${shopId}`), 200);
      expect(view.last_synchronization).toEqual(run);
      expect(view.orders_total).toBe(3);
      for (const order of view.orders) {
        expect(order.shipment_number).toMatch(/^\w{8,}$/);
        expect(order.written_back_at).not.toBeNull();
        numbers.set(order.order_serial_number, order.shipment_number);
      }
      expect([...numbers.keys()].sort()).toEqual([101, 104, 106]);
      for (const courier of view.couriers) expect(courier.last_synchronized_at).toBe(run.at);

      // The tracking numbers, as the shop now has them: our waybill numbers with the mapped courier.
      expect(await sandbox.store.packagesOf(domain)).toEqual([
        { serial: 101, courier_id: 11, package_number: numbers.get(101) },
        { serial: 104, courier_id: 21, package_number: numbers.get(104) },
        { serial: 106, courier_id: 11, package_number: numbers.get(106) },
      ]);

      // The shipments are the client's, made from the orders.
      const cluj = (await expectStatus(a.as.get(`/api/app/v2/shipment/${numbers.get(101)}`), 200)).shipment;
      expect(cluj).toMatchObject({
        client_id: a.id,
        delivery_service: 1,
        country_id: 1,
        recipient: { name: 'Ana Popescu', phone: { prefix: '0040', number: '723456789' }, address: { locality: { id: CLUJ_NAPOCA } } },
        content: { declared_content: 'Książka x2', cash_on_delivery_value: 0 },
        additional_data: { first_reference_number: '101', second_reference_number: 'sandbox-101' },
        internal_info: { creator: 'external_shop' },
      });
      expect(cluj.parcels).toHaveLength(1);
      expect(cluj.parcels[0].weight.declared).toBe(1.25);
      const cod = (await expectStatus(a.as.get(`/api/app/v2/shipment/${numbers.get(106)}`), 200)).shipment;
      expect(cod.content.cash_on_delivery_value).toBe(115.5);
      const budapest = (await expectStatus(a.as.get(`/api/app/v2/shipment/${numbers.get(104)}`), 200)).shipment;
      expect(budapest).toMatchObject({ country_id: 3, recipient: { address: { locality: { name: 'Budapest' } } } });
      await expectStatus(b.as.get(`/api/app/v2/shipment/${numbers.get(101)}`), 404);
      expect(await shopShipments()).toHaveLength(3);
    });

    it('never imports an order twice: synced again, nothing new is made or written', async () => {
      const run = await expectStatus(sync(a.as, shopId), 200);
      expect(run).toMatchObject({ status: 'succeeded', seen: 5, imported: 0, written_back: 0, ignored: 1, failed: 1 });
      expect(await shopShipments()).toHaveLength(3);
      expect(await sandbox.store.packagesOf(domain)).toHaveLength(3);
      expect(await events('ShopOrderReserved')).toHaveLength(3);
    });

    it('imports an order once when runs race (two runs without the lease, and two calls at once)', async () => {
      await put(domain, ...Array.from({ length: 12 }, (_, i) => ({ serial: 200 + i, courierId: 11 })));
      const synchronizer = h.api.app.get(ShopSynchronizer);
      const [first, second, calls] = await Promise.all([
        synchronizer.run(shopId, systemContext()),
        synchronizer.run(shopId, systemContext()),
        Promise.all([sync(a.as, shopId), sync(a.as, shopId)]),
      ]);
      for (const call of calls) expect([200, 409], JSON.stringify(call.body)).toContain(call.status);
      const imported =
        first.counts.imported + second.counts.imported + calls.reduce((sum, c) => sum + (c.status === 200 ? c.body.imported : 0), 0);
      expect(imported).toBe(12);
      const reserved = (await events('ShopOrderReserved')).map((e) => (e.data as { orderSerialNumber: number }).orderSerialNumber);
      expect(reserved).toHaveLength(15);
      expect(new Set(reserved).size).toBe(15);
      expect(await shopShipments()).toHaveLength(15);
      const packages = await sandbox.store.packagesOf(domain);
      expect(packages).toHaveLength(15);
      expect(new Set(packages.map((p) => p.serial)).size).toBe(15);
    });

    it('goes on after a run that died: a reservation alone gets its shipment; a shipment made but not recorded is found, not made again', async () => {
      await put(domain, { serial: 301, courierId: 11 }, { serial: 302, courierId: 11 });
      const streams = h.api.app.get(ShopStreams);
      const shipments = h.api.app.get(ShipmentStreams);
      const reserve = async (serial: number) => {
        const order = orderOf(sandboxOrder({ serial, courierId: 11 })) as IdoSellOrder;
        const decision = decideOrderImport(order, {
          mappings: [{ courierId: roCourier, countryId: 1, externalCourierId: 11 }],
          stage: 'none',
          client: { allowedCountries: [1], codEnabled: true },
          locality: { id: CLUJ_NAPOCA },
        });
        if (decision.action !== 'import') throw new Error(decision.action);
        const [[shipmentId], parcelIds] = await Promise.all([shipments.nextIds('shipment_ids', 1), shipments.nextIds('parcel_ids', 1)]);
        const data = {
          shopId,
          clientId: a.id,
          domain,
          orderSerialNumber: serial,
          orderId: order.orderId,
          courierId: roCourier,
          externalCourierId: 11,
          shipmentId: shipmentId!,
          parcelIds,
          plan: decision.plan,
        };
        await streams.appendOrder(domain, serial, -1, [{ type: 'ShopOrderReserved', data }], systemContext());
        return data;
      };
      const reservedOnly = await reserve(301);
      const madeToo = await reserve(302);
      const before = (await shopShipments()).length;
      const request = shipmentRequestOf(madeToo.plan);
      if (!request.ok) throw new Error('plan');
      await h.api.app
        .get(CommandBus)
        .execute(
          new CreateShipmentCommand(a.id, request.request, systemContext(), 'external_shop', {
            shipmentId: madeToo.shipmentId,
            parcelIds: madeToo.parcelIds,
          }),
        );

      const run = await expectStatus(sync(a.as, shopId), 200);
      expect(run).toMatchObject({ status: 'succeeded', imported: 2, written_back: 2 });
      const made = (await shopShipments()).map((e) => (e.data as { shipmentId: number }).shipmentId);
      // The one made by the dead run, and the reservation's made now: two, not three.
      expect(made).toHaveLength(before + 2);
      expect(made.filter((id) => id === madeToo.shipmentId)).toHaveLength(1);
      expect(made.filter((id) => id === reservedOnly.shipmentId)).toHaveLength(1);
      const rows = await db
        .selectFrom('external_shop_orders')
        .select(['order_serial_number', 'shipment_id', 'written_back_at'])
        .where('domain', '=', domain)
        .where('order_serial_number', 'in', [301, 302])
        .orderBy('order_serial_number')
        .execute();
      expect(rows.map((r) => [r.order_serial_number, r.shipment_id, r.written_back_at !== null])).toEqual([
        [301, reservedOnly.shipmentId, true],
        [302, madeToo.shipmentId, true],
      ]);
      expect(
        (await readEverything(h.api.infra.store)).filter((e) => e.streamId === shopOrderStream(domain, 302)).map((e) => e.type),
      ).toEqual(['ShopOrderReserved', 'ShopOrderImported', 'ShopOrderTrackingWrittenBack']);
    });

    it('never imports an order twice even after the shop is deleted and connected again (orders are keyed by the shop’s domain)', async () => {
      const reservedBefore = (await events('ShopOrderReserved')).length;
      await expectStatus(a.as.del(`${PANEL}/external_shop`, { id: shopId }), 200);
      await expectStatus(a.as.get(`${PANEL}/external_shop/${shopId}`), 404);
      await expectStatus(sync(a.as, shopId), 404);
      expect((await expectStatus(a.as.get(`${PANEL}/external_shop`), 200)).map((s: { id: number }) => s.id)).not.toContain(shopId);
      const again = await connect(a.as, domain, key('again'));
      await map(a.as, again, 1, 11);
      const run = await expectStatus(sync(a.as, again), 200);
      expect(run).toMatchObject({ status: 'succeeded', imported: 0, written_back: 0 });
      expect(await events('ShopOrderReserved')).toHaveLength(reservedBefore);
      await expectStatus(a.as.del(`${PANEL}/external_shop`, { id: again }), 200);
    });
  });

  describe('failing shops', () => {
    it('given a key the platform refuses, then a failed run with its reason, visible to the client; a new key, then the next run succeeds', async () => {
      const domain = 'sklep-zly-klucz.example.pl';
      const shopId = await connect(a.as, domain, key('SANDBOX-BAD-KEY'));
      const courier = await map(a.as, shopId, 1, 11);
      await put(domain, { serial: 1, courierId: 11 });
      const failed = await expectStatus(sync(a.as, shopId), 200);
      expect(failed).toMatchObject({ status: 'failed', reason: 'unauthorized', message: 'Invalid API key', imported: 0 });
      const view = await expectStatus(a.as.get(`${PANEL}/external_shop/${shopId}`), 200);
      expect(view.last_synchronization).toMatchObject({ status: 'failed', reason: 'unauthorized', message: 'Invalid API key' });
      expect(view.couriers.find((c: { id: number }) => c.id === courier).last_synchronized_at).toBeNull();
      expect(
        (await expectStatus(a.as.get(`${PANEL}/external_shop`), 200)).find((s: { id: number }) => s.id === shopId).last_synchronization,
      ).toEqual({
        status: 'failed',
        at: failed.at,
      });
      // The courier form cannot list the platform's couriers either.
      expect(await expectStatus(a.as.get(`${PANEL}/external_shop/${shopId}/platform_couriers?country_id=1`), 502)).toEqual({
        code: 'external_shop_platform_refused',
      });
      await expectStatus(
        a.as.post(`${PANEL}/external_shop`, {
          id: shopId,
          platform: 'ido_sell',
          base_url: `https://${domain}`,
          encrypted_api_key: key('fixed'),
        }),
        200,
      );
      const recovered = await expectStatus(sync(a.as, shopId), 200);
      expect(recovered).toMatchObject({ status: 'succeeded', imported: 1, written_back: 1 });
      expect(await sandbox.store.packagesOf(domain)).toHaveLength(1);
    });

    it('given the shop down, then a failed run (platform_unavailable); back up, the next run takes its orders', async () => {
      const domain = 'sklep-awaria.example.pl';
      const shopId = await connect(a.as, domain, key('outage'));
      await map(a.as, shopId, 1, 11);
      await put(domain, { serial: 7, courierId: 11 });
      await sandbox.store.setShop(domain, { outage: true });
      expect(await expectStatus(sync(a.as, shopId), 200)).toMatchObject({ status: 'failed', reason: 'platform_unavailable', imported: 0 });
      expect(await expectStatus(a.as.get(`${PANEL}/external_shop/${shopId}/platform_couriers?country_id=1`), 503)).toEqual({
        code: 'external_shop_platform_unavailable',
      });
      await sandbox.store.setShop(domain, { outage: false });
      expect(await expectStatus(sync(a.as, shopId), 200)).toMatchObject({ status: 'succeeded', imported: 1, written_back: 1 });
    });

    it('given a key without the write scope, then the order is imported, its write-back refused and shown; retried next run without importing again', async () => {
      const domain = 'sklep-bez-zapisu.example.pl';
      const shopId = await connect(a.as, domain, key('SANDBOX-NO-WRITE'));
      await map(a.as, shopId, 1, 11);
      await put(domain, { serial: 9, courierId: 11 });
      const first = await expectStatus(sync(a.as, shopId), 200);
      expect(first).toMatchObject({
        status: 'succeeded',
        imported: 1,
        written_back: 0,
        failures: [
          { order_serial_number: 9, reason: 'write_back_refused', message: 'Access denied: the API key lacks the scope orders_write' },
        ],
      });
      expect(await sandbox.store.packagesOf(domain)).toEqual([]);
      const pending = await expectStatus(a.as.get(`${PANEL}/external_shop/${shopId}`), 200);
      expect(pending.orders).toEqual([
        expect.objectContaining({ order_serial_number: 9, written_back_at: null, shipment_number: expect.any(String) }),
      ]);
      const made = (await shopShipments()).length;
      // Still refused: nothing is imported again.
      expect(await expectStatus(sync(a.as, shopId), 200)).toMatchObject({ imported: 0, written_back: 0, failed: 1 });
      await expectStatus(
        a.as.post(`${PANEL}/external_shop`, {
          id: shopId,
          platform: 'ido_sell',
          base_url: `https://${domain}`,
          encrypted_api_key: key('write'),
        }),
        200,
      );
      // The order left the waiting list meanwhile: the pending write-back is still done.
      await put(domain, { serial: 9, courierId: 11, status: 'finished' });
      expect(await expectStatus(sync(a.as, shopId), 200)).toMatchObject({
        status: 'succeeded',
        seen: 0,
        imported: 0,
        written_back: 1,
        failed: 0,
      });
      expect(await sandbox.store.packagesOf(domain)).toEqual([
        { serial: 9, courier_id: 11, package_number: pending.orders[0].shipment_number },
      ]);
      expect(await shopShipments()).toHaveLength(made);
    });

    it('given the job’s round, then every shop with a mapping is synchronised (the timer’s work; 0 disables only the timer)', async () => {
      const domain = 'sklep-zadanie.example.pl';
      const shopId = await connect(b.as, domain, key('job'));
      await map(b.as, shopId, 1, 11);
      await put(domain, { serial: 55, courierId: 11 }, { serial: 56, courierId: 11, paymentType: 'cash_on_delivery', productsCost: 10 });
      expect(await h.api.app.get(ShopSyncJob).runOnce()).toBeGreaterThanOrEqual(1);
      await expect
        .poll(async () => (await b.as.get(`${PANEL}/external_shop/${shopId}`)).body, { timeout: 5_000 })
        .toMatchObject({ last_synchronization: { status: 'succeeded', imported: 1 } });
      // Client B has no cash on delivery: that order is refused as such.
      expect((await b.as.get(`${PANEL}/external_shop/${shopId}`)).body.last_synchronization.failures).toEqual([
        { order_serial_number: 56, reason: 'cod_not_enabled', message: '25 RON' },
      ]);
    });
  });

  it('tells a shop’s changes to its client’s login only; only that login may join the shop’s room', async () => {
    const rules = h.api.app.get(ShopsLiveRules);
    const [shop] = await expectStatus(a.as.get(`${PANEL}/external_shop`), 200);
    expect(await rules.audiences.external_shops([String(shop.id)])).toEqual([`external_shops:${shop.id}`, `user:${a.userId}`]);
    expect(await rules.readers.external_shops({ id: a.userId, role: 3 }, String(shop.id))).toBe(true);
    expect(await rules.readers.external_shops({ id: b.userId, role: 3 }, String(shop.id))).toBe(false);
    expect(await rules.readers.external_shops({ id: a.userId, role: 0 }, String(shop.id))).toBe(false);
  });

  describe('the API key', () => {
    it('is in no answer, no event, no read-model row and no log line: only its ciphertext is stored', async () => {
      expect(keys.size).toBeGreaterThanOrEqual(8);
      const checked = await assertNoLeaks(h.api.infra.store, h.api.exchanges, [...keys]);
      expect(checked.secretsChecked).toBeGreaterThanOrEqual(keys.size);
      for (const exchange of h.api.exchanges)
        for (const secret of keys) expect(exchange.responseText.includes(secret), exchange.path).toBe(false);
      const tables = await sql<{ schema: string; name: string }>`
        select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(db);
      let rows = 0;
      for (const table of tables.rows) {
        if (table.name.startsWith('address_')) continue;
        const result = await sql<{ row: string }>`select t::text as row from ${sql.table(`${table.schema}.${table.name}`)} t`.execute(db);
        for (const { row } of result.rows) {
          rows++;
          for (const secret of keys) expect(row.includes(secret), `${table.name}`).toBe(false);
        }
      }
      expect(rows).toBeGreaterThan(50);
      const ciphers = await db.selectFrom('external_shops').select('api_key_cipher').execute();
      for (const { api_key_cipher } of ciphers) expect(api_key_cipher).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
      const text = log.join('');
      expect(text).toContain('synchronised');
      for (const secret of keys) expect(text.includes(secret), 'log').toBe(false);
    });
  });
});

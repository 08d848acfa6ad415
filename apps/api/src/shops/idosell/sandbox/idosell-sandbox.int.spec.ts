import { connectPostgres, type Database } from '@parcel/platform';
import { createTestDatabase, type TestDatabase } from '@parcel/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdoSellRefused, IdoSellUnavailable } from '../idosell-port.js';
import { DEFAULT_IDOSELL_SANDBOX, IdoSellSandbox, type IdoSellSandboxBehaviour } from './idosell-sandbox.js';
import { DEMO_ORDERS, sandboxOrder } from './sandbox-idosell-data.js';

/**
 * THE SANDBOX IdoSell on a real PostgreSQL: its shops and orders shared by
 * adapter instances (replicas), paging, the empty result, refused keys and
 * missing scopes, outages by shop and by configuration, slowness, demo shops,
 * packages kept once.
 */
describe('the sandbox IdoSell', () => {
  let test: TestDatabase;
  let database: Database;
  const sandbox = (behaviour: Partial<IdoSellSandboxBehaviour> = {}) =>
    new IdoSellSandbox(database.db, { ...DEFAULT_IDOSELL_SANDBOX, delayMs: 0, ...behaviour });
  const shop = (domain: string, apiKey = 'klucz-123456') => ({ baseUrl: `https://${domain}`, apiKey });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as Error,
    );

  beforeAll(async () => {
    test = await createTestDatabase('idosell');
    database = connectPostgres(test.url);
  });

  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it('pages the orders waiting for dispatch (resultsPage, 100 a page), seen alike by another instance; an empty shop is an empty page', async () => {
    const first = sandbox();
    for (let serial = 1; serial <= 150; serial++)
      await first.store.putOrder('paging.example.pl', sandboxOrder({ serial, status: serial % 10 === 0 ? 'finished' : 'packed' }));
    const other = sandbox();
    const page0 = await other.ordersToShip(shop('paging.example.pl'), 0);
    const page1 = await other.ordersToShip(shop('paging.example.pl'), 1);
    expect([page0.orders.length, page1.orders.length, page0.pages, page0.total]).toEqual([100, 35, 2, 135]);
    expect(page1.orders.at(-1)!.orderSerialNumber).toBe(149);
    expect(await other.ordersToShip(shop('pusty.example.pl'), 0)).toEqual({ orders: [], page: 0, pages: 0, total: 0 });
  });

  it('lists the couriers of a country; none for a country it has not', async () => {
    expect((await sandbox().couriers(shop('kurierzy.example.pl'), 'HU')).map((c) => c.id)).toEqual([21, 22]);
    expect(await sandbox().couriers(shop('kurierzy.example.pl'), 'DE')).toEqual([]);
  });

  it('refuses a bad key (401, x-error) and a key without a scope (403 naming it)', async () => {
    const bad = await failure(sandbox().ordersToShip(shop('klucze.example.pl', 'x-SANDBOX-BAD-KEY'), 0));
    expect(bad).toBeInstanceOf(IdoSellRefused);
    expect([(bad as IdoSellRefused).reason, bad!.message]).toEqual(['unauthorized', 'Invalid API key']);
    const noRead = await failure(sandbox().ordersToShip(shop('klucze.example.pl', 'sandbox-no-read-1'), 0));
    expect([(noRead as IdoSellRefused).reason, noRead!.message]).toEqual([
      'missing_scope',
      'Access denied: the API key lacks the scope orders_read',
    ]);
    // Reading without the write scope works; writing does not.
    expect((await sandbox().ordersToShip(shop('klucze.example.pl', 'SANDBOX-NO-WRITE'), 0)).orders).toEqual([]);
    const noWrite = await failure(
      sandbox().writePackages(shop('klucze.example.pl', 'SANDBOX-NO-WRITE'), [{ orderSerialNumber: 1, courierId: 11, packageNumber: 'A' }]),
    );
    expect((noWrite as IdoSellRefused).reason).toBe('missing_scope');
  });

  it('is down for a shop switched off, for a domain with sandbox-outage, and by configuration; slow when asked', async () => {
    const instance = sandbox();
    await instance.store.setShop('awaria.example.pl', { outage: true });
    expect(await failure(instance.ordersToShip(shop('awaria.example.pl'), 0))).toBeInstanceOf(IdoSellUnavailable);
    expect(await failure(instance.ordersToShip(shop('sklep-sandbox-outage.example.pl'), 0))).toBeInstanceOf(IdoSellUnavailable);
    expect(await failure(sandbox({ failDomain: '*' }).couriers(shop('zdrowy.example.pl'), 'RO'))).toBeInstanceOf(IdoSellUnavailable);
    await instance.store.setShop('awaria.example.pl', { outage: false, delayMs: 300 });
    const started = Date.now();
    await instance.ordersToShip(shop('awaria.example.pl'), 0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('gives a demo shop its orders on its first call', async () => {
    const page = await sandbox().ordersToShip(shop('demo-sklep.example.pl'), 0);
    expect(page.orders.map((o) => o.orderSerialNumber)).toEqual(DEMO_ORDERS.map((o) => o.serial));
  });

  it('keeps a package once; an order it does not have is refused alone', async () => {
    const instance = sandbox();
    await instance.store.putOrder('paczki.example.pl', sandboxOrder({ serial: 5 }));
    const packages = [
      { orderSerialNumber: 5, courierId: 11, packageNumber: 'RO123' },
      { orderSerialNumber: 6, courierId: 11, packageNumber: 'RO124' },
    ];
    expect(await instance.writePackages(shop('paczki.example.pl'), packages)).toEqual([
      { orderSerialNumber: 5, written: true },
      { orderSerialNumber: 6, written: false, message: 'Order 6 not found' },
    ]);
    await instance.writePackages(shop('paczki.example.pl'), packages.slice(0, 1));
    expect(await instance.store.packagesOf('paczki.example.pl')).toEqual([{ serial: 5, courier_id: 11, package_number: 'RO123' }]);
  });
});

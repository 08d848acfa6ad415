import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IdoSellTestServer } from '../../testing/idosell-server.js';
import { IdoSellHttp } from './idosell-http.js';
import { IdoSellRefused, IdoSellUnavailable } from './idosell-port.js';
import { sandboxOrder } from './sandbox/sandbox-idosell-data.js';

/**
 * The real IdoSell adapter against a local server speaking the documented
 * Admin API: the header, the paths, the {"params"} wrapping, paging, the
 * empty result (faultCode 2), 401/403/5xx/timeouts, per-order refusals of a
 * write-back, and the key kept out of every message.
 */
describe('the IdoSell adapter', () => {
  let server: IdoSellTestServer;
  const adapter = (options: { timeoutMs?: number } = {}) => new IdoSellHttp({ version: 6, timeoutMs: options.timeoutMs ?? 2_000 });
  const shop = (apiKey = server.apiKey) => ({ baseUrl: server.url, apiKey });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as Error,
    );

  beforeAll(async () => {
    server = await IdoSellTestServer.start();
  });

  afterEach(() => {
    server.requests.length = 0;
    server.overrides.length = 0;
    server.packages.length = 0;
    server.missingScopes.clear();
    server.orders = [];
  });

  afterAll(async () => {
    await server?.close();
  });

  it('searches the orders waiting for dispatch with the key in X-API-KEY and {"params"} wrapping, reading the documented order', async () => {
    server.orders = [
      sandboxOrder({ serial: 5, courierId: 11, paymentType: 'cash_on_delivery', productsCost: 100, deliveryCost: 15, weightGrams: 1200 }),
      sandboxOrder({ serial: 6, status: 'finished' }),
      sandboxOrder({ serial: 7, status: 'wait_for_dispatch', pickupPointId: 'EB100', courierId: 12 }),
    ];
    const page = await adapter().ordersToShip(shop(), 0);
    const [search] = server.of('POST', '/orders/orders/search');
    expect(search!.apiKey).toBe(server.apiKey);
    expect(search!.body).toEqual({ params: { ordersStatuses: ['packed', 'wait_for_dispatch'], resultsPage: 0, resultsLimit: 100 } });
    expect(page).toMatchObject({ page: 0, pages: 1, total: 2 });
    expect(page.orders.map((o) => o.orderSerialNumber)).toEqual([5, 7]);
    expect(page.orders[0]).toEqual({
      orderId: 'sandbox-5',
      orderSerialNumber: 5,
      status: 'packed',
      courierId: 11,
      courierName: '',
      delivery: {
        firstName: 'Ana',
        lastName: 'Popescu',
        firm: '',
        street: 'Strada Memorandumului 28',
        zipCode: '400114',
        city: 'Cluj-Napoca',
        countryIso: 'RO',
        phone: '+40 723 456 789',
      },
      pickupPoint: null,
      email: 'ana.popescu@example.ro',
      accountPhone: '',
      payment: { type: 'cash_on_delivery', currency: 'RON', productsCost: 100, deliveryCost: 15, payformCost: 0 },
      weightGrams: 1200,
      products: [{ name: 'Książka', quantity: 1 }],
      noteToCourier: '',
    });
    expect(page.orders[1]!.pickupPoint).toEqual({ id: 'EB100', name: 'Punkt EB100' });
    // Without a parcel weight, the products' weights times their quantities.
    expect(page.orders[1]!.weightGrams).toBe(800);
  });

  it('pages with resultsPage; an empty result (faultCode 2, 207) is an empty page', async () => {
    server.orders = Array.from({ length: 150 }, (_, i) => sandboxOrder({ serial: i + 1 }));
    const second = await adapter().ordersToShip(shop(), 1);
    expect(second).toMatchObject({ page: 1, pages: 2, total: 150 });
    expect(second.orders).toHaveLength(50);
    expect(server.of('POST', '/orders/orders/search')[0]!.body.params.resultsPage).toBe(1);
    server.orders = [];
    expect(await adapter().ordersToShip(shop(), 0)).toEqual({ orders: [], page: 0, pages: 0, total: 0 });
  });

  it('lists the couriers of a country (countryCode); none is an empty list', async () => {
    server.couriers = {
      RO: [
        { courierId: 11, courierName: 'Sameday Kurier' },
        { courierId: 12, courierName: 'Sameday easybox' },
      ],
    };
    expect(await adapter().couriers(shop(), 'RO')).toEqual([
      { id: 11, name: 'Sameday Kurier' },
      { id: 12, name: 'Sameday easybox' },
    ]);
    expect(server.of('GET', '/couriers/couriers')[0]!.query).toEqual({ countryCode: 'RO', resultsPage: '0', resultsLimit: '100' });
    expect(await adapter().couriers(shop(), 'BG')).toEqual([]);
  });

  it('writes the packages as orderPackages (eventId the serial number, eventType order); an order the platform refuses is refused alone', async () => {
    server.orders = [sandboxOrder({ serial: 5 })];
    const outcomes = await adapter().writePackages(shop(), [
      { orderSerialNumber: 5, courierId: 11, packageNumber: 'RO0000005X' },
      { orderSerialNumber: 9, courierId: 11, packageNumber: 'RO0000009X' },
    ]);
    expect(server.of('POST', '/orders/packages')[0]!.body).toEqual({
      params: {
        orderPackages: [
          { eventId: '5', eventType: 'order', packages: [{ courierId: 11, deliveryPackageNumber: 'RO0000005X' }] },
          { eventId: '9', eventType: 'order', packages: [{ courierId: 11, deliveryPackageNumber: 'RO0000009X' }] },
        ],
      },
    });
    expect(outcomes).toEqual([
      { orderSerialNumber: 5, written: true },
      { orderSerialNumber: 9, written: false, message: 'Order 9 not found' },
    ]);
    expect(server.packages).toEqual([{ eventId: '5', courierId: 11, deliveryPackageNumber: 'RO0000005X' }]);
  });

  it('given a key the platform refuses, then IdoSellRefused unauthorized with x-error; a missing scope, then missing_scope naming it', async () => {
    const refused = await failure(adapter().ordersToShip(shop('wrong-key-abcdef'), 0));
    expect(refused).toBeInstanceOf(IdoSellRefused);
    expect((refused as IdoSellRefused).reason).toBe('unauthorized');
    expect(refused!.message).toBe('Invalid API key');
    server.missingScopes.add('orders_write');
    const scope = await failure(adapter().writePackages(shop(), [{ orderSerialNumber: 1, courierId: 1, packageNumber: 'X' }]));
    expect((scope as IdoSellRefused).reason).toBe('missing_scope');
    expect(scope!.message).toBe('Missing scope: orders_write');
  });

  it('given 500, 503, 429, no answer in time or no server, then IdoSellUnavailable; another fault code, then rejected', async () => {
    for (const status of [500, 503, 429]) {
      server.overrides.push({ status });
      expect(await failure(adapter().ordersToShip(shop(), 0)), String(status)).toBeInstanceOf(IdoSellUnavailable);
    }
    server.overrides.push({ status: 200, body: { Results: [] }, delayMs: 600 });
    const slow = await failure(adapter({ timeoutMs: 200 }).ordersToShip(shop(), 0));
    expect(slow).toBeInstanceOf(IdoSellUnavailable);
    expect(slow!.message).toContain('no answer within 200 ms');
    expect(await failure(adapter().ordersToShip({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k-123456' }, 0))).toBeInstanceOf(
      IdoSellUnavailable,
    );
    server.overrides.push({ status: 200, body: { errors: { faultCode: 7, faultString: 'Nieprawidłowy parametr' } } });
    const fault = await failure(adapter().ordersToShip(shop(), 0));
    expect((fault as IdoSellRefused).reason).toBe('rejected');
    expect(fault!.message).toBe('Nieprawidłowy parametr');
  });

  it('never puts the key in a message, even when the platform echoes it', async () => {
    const key = 'echoed-secret-key-987654';
    server.overrides.push({ status: 401, xError: `Key ${key} is not valid` });
    server.overrides.push({ status: 503, body: { errors: { faultCode: 503, faultString: `down for ${key}` } } });
    const errors = [await failure(adapter().ordersToShip(shop(key), 0)), await failure(adapter().couriers(shop(key), 'RO'))];
    for (const error of errors) {
      expect(error).toBeInstanceOf(Error);
      expect(error!.message).not.toContain(key);
      expect(error!.message).toContain('***');
    }
  });
});

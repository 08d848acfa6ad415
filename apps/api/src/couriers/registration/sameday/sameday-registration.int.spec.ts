import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { courierRequest, RO_RECIPIENT, WAREHOUSE } from '../../../testing/couriers.js';
import { SamedayTestServer } from '../../../testing/sameday-server.js';
import { CourierRouter } from '../courier-router.js';
import { CourierRejected, CourierUnavailable } from '../courier-registration.port.js';
import { SamedayClient } from './sameday-client.js';
import { SamedayRegistration } from './sameday-registration.js';

/**
 * The real Sameday adapter against a local server speaking Sameday's
 * documented API: the login headers, token reuse, one re-login on 401, the
 * exact AWB form, and how answers become ours.
 */
describe('the Sameday adapter', () => {
  let server: SamedayTestServer;
  const account = {
    pickupPointId: '1234',
    contactPersonId: '5678',
    services: { sameday_home: '7', sameday_locker: '15', sameday_xb_home: '57', sameday_xb_locker: null },
  };
  const adapter = (timeoutMs = 2_000) => {
    const client = new SamedayClient({ apiUrl: server.url, username: server.username, password: server.password, timeoutMs });
    return new CourierRouter({ sameday: new SamedayRegistration(client, account) });
  };
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  beforeAll(async () => {
    server = await SamedayTestServer.start();
  });

  afterEach(() => {
    server.requests.length = 0;
    server.awbOverrides.length = 0;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('logs in with X-Auth-Username / X-Auth-Password and remember_me, then posts the documented AWB form with the token', async () => {
    const request = courierRequest({ reference: 'RO1000001', recipient: { ...RO_RECIPIENT, phone: '0722 123 456' }, note: 'Call first' });
    const registration = await adapter().register(request);
    expect(registration).toEqual({
      courier: 'sameday',
      awb: expect.stringMatching(/^1SDY\d{9}$/),
      parcels: [{ reference: 'RO1000001-1', number: `${registration.awb}001` }],
    });

    const [login] = server.of('/api/authenticate');
    expect(login!.headers['x-auth-username']).toBe('hub-user');
    expect(login!.headers['x-auth-password']).toBe('hub-secret-password');
    expect(login!.form).toEqual([['remember_me', 'true']]);
    const [awb] = server.of('/api/awb');
    expect(awb!.headers['x-auth-token']).toBe('token-1');
    expect(awb!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(awb!.form).toEqual([
      ['pickupPoint', '1234'],
      ['contactPerson', '5678'],
      ['packageType', '0'],
      ['packageNumber', '1'],
      ['packageWeight', '2'],
      ['service', '7'],
      ['awbPayment', '1'],
      ['cashOnDelivery', '120'],
      ['currency', 'RON'],
      ['insuredValue', '120'],
      ['clientInternalReference', 'RO1000001'],
      ['observation', 'Książki | Call first'],
      ['thirdPartyPickup', '0'],
      ['awbRecipient[name]', 'Ana Popescu'],
      ['awbRecipient[phoneNumber]', '0722123456'],
      ['awbRecipient[personType]', '0'],
      ['awbRecipient[email]', 'ana@example.com'],
      ['awbRecipient[city]', 'Cluj-Napoca'],
      ['awbRecipient[county]', 'Cluj'],
      ['awbRecipient[address]', 'Strada 11 Octombrie 5'],
      ['awbRecipient[postalCode]', '400211'],
      ['parcels[0][weight]', '2'],
      ['parcels[0][width]', '20'],
      ['parcels[0][length]', '30'],
      ['parcels[0][height]', '10'],
    ]);
  });

  it('sends lockerLastMile for an easybox, lockerFirstMile for a locker return, the third-party pickup for a home return', async () => {
    const sameday = adapter();
    await sameday.register(courierRequest({ kind: 'locker_delivery', lockerId: 'SD-10261' }));
    const company = { ...WAREHOUSE, countryIso: 'RO' };
    await sameday.register(courierRequest({ kind: 'locker_return', lockerId: 'SD-10262', sender: RO_RECIPIENT, recipient: company }));
    await sameday.register(courierRequest({ kind: 'home_return', sender: RO_RECIPIENT, recipient: company }));
    const [delivery, lockerReturn, homeReturn] = server.of('/api/awb').map((request) => new Map(request.form));
    expect([delivery!.get('lockerLastMile'), delivery!.get('service')]).toEqual(['10261', '15']);
    expect([lockerReturn!.get('lockerFirstMile'), lockerReturn!.has('lockerLastMile')]).toEqual(['10262', false]);
    // A company recipient: the contact person by name, the company as companyName.
    expect([
      lockerReturn!.get('awbRecipient[name]'),
      lockerReturn!.get('awbRecipient[companyName]'),
      lockerReturn!.get('awbRecipient[personType]'),
    ]).toEqual(['Jan Kowalski', 'Parcel Hub Sp. z o.o.', '1']);
    expect([
      homeReturn!.get('thirdPartyPickup'),
      homeReturn!.get('thirdPickupAddress[name]'),
      homeReturn!.get('thirdPickupAddress[postalCode]'),
    ]).toEqual(['1', 'Ana Popescu', '400211']);
    // One login for the three: the token is reused until its expire_at.
    expect(server.of('/api/authenticate')).toHaveLength(1);
  });

  it('logs in again once when the token is refused, and gives up (unavailable) when a fresh one is refused too', async () => {
    const sameday = adapter();
    await sameday.register(courierRequest());
    server.revokeTokens();
    await sameday.register(courierRequest());
    const calls = server.requests.map((r) => `${r.path} ${r.headers['x-auth-token'] ?? '-'}`);
    const [first, second] = server.of('/api/awb').map((r) => r.headers['x-auth-token']);
    const third = server.of('/api/awb')[2]?.headers['x-auth-token'];
    expect(calls).toEqual(['/api/authenticate -', `/api/awb ${first}`, `/api/awb ${first}`, '/api/authenticate -', `/api/awb ${third}`]);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    server.requests.length = 0;
    server.awbOverrides.push({ status: 403, body: { code: 403 } }, { status: 403, body: { code: 403 } });
    expect(await failure(sameday.register(courierRequest()))).toBeInstanceOf(CourierUnavailable);
    expect(server.of('/api/authenticate')).toHaveLength(1);
    expect(server.of('/api/awb')).toHaveLength(2);
  });

  it('renews a token past its expire_at before using it', async () => {
    server.expireAt = '2020-01-01 10:00';
    try {
      const sameday = adapter();
      await sameday.register(courierRequest());
      await sameday.register(courierRequest());
      expect(server.of('/api/authenticate')).toHaveLength(2);
    } finally {
      server.expireAt = '2099-01-01 00:00';
    }
  });

  it('maps 400 Validation Failed to CourierRejected on our fields, a plain 400 to its message', async () => {
    server.awbOverrides.push({
      status: 400,
      body: {
        code: 400,
        message: 'Validation Failed',
        errors: { children: { awbRecipient: { children: { postalCode: { errors: ['Invalid postal code.'] } } } } },
      },
    });
    const rejected = await failure(adapter().register(courierRequest()));
    expect(rejected).toBeInstanceOf(CourierRejected);
    expect((rejected as CourierRejected).fields).toEqual({ 'recipient.postalCode': ['Invalid postal code.'] });
    server.awbOverrides.push({ status: 400, body: { code: 400, message: 'No data found for current user.' } });
    expect(((await failure(adapter().register(courierRequest()))) as CourierRejected).fields).toEqual({
      _: ['No data found for current user.'],
    });
  });

  it('maps 5xx, timeouts, a refused login and an unconfigured service to CourierUnavailable; the password appears in no error', async () => {
    server.awbOverrides.push({ status: 502, body: {} }, { status: 201, body: {}, delayMs: 600 });
    const errors = [await failure(adapter().register(courierRequest())), await failure(adapter(200).register(courierRequest()))];
    const badLogin = new CourierRouter({
      sameday: new SamedayRegistration(
        new SamedayClient({ apiUrl: server.url, username: 'x', password: 'wrong-secret-pass', timeoutMs: 2_000 }),
        account,
      ),
    });
    errors.push(await failure(badLogin.register(courierRequest())));
    const sk = { ...RO_RECIPIENT, countryIso: 'SK', postalCode: '811 01' };
    errors.push(
      await failure(
        adapter().register(
          courierRequest({ courierId: 11, kind: 'locker_delivery', lockerId: 'SD-110007001', recipient: sk, currency: 'EUR' }),
        ),
      ),
    );
    for (const error of errors) {
      expect(error).toBeInstanceOf(CourierUnavailable);
      expect((error as Error).message).not.toMatch(/secret/);
    }
    expect((errors[3] as Error).message).toBe('No Sameday service id is configured for sameday_xb_locker');
  });
});

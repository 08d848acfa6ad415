import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierRequest, openCouriersDatabase, RO_RECIPIENT } from '../../../testing/couriers.js';
import { CourierRouter } from '../courier-router.js';
import { CourierRejected, CourierUnavailable, type CourierRegistrationRequest } from '../courier-registration.port.js';
import { DEFAULT_SANDBOX_BEHAVIOUR, SandboxCourierNetwork, type SandboxBehaviour } from './sandbox-network.js';

/**
 * THE SANDBOX couriers behind the router, on a real database: AWB numbers as
 * the couriers write them, idempotency per reference across adapter instances
 * (an API restart) and racing requests, the name triggers, Cargus for Ship&Go.
 */
describe('the sandbox couriers', () => {
  let env: Awaited<ReturnType<typeof openCouriersDatabase>>;
  const fast: SandboxBehaviour = { ...DEFAULT_SANDBOX_BEHAVIOUR, latencyMs: 1, slowMs: 400 };
  const router = (behaviour = fast) =>
    new CourierRouter({
      sameday: new SandboxCourierNetwork('sameday', env.db, behaviour),
      cargus: new SandboxCourierNetwork('cargus', env.db, behaviour),
    });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  beforeAll(async () => {
    env = await openCouriersDatabase();
  });

  afterAll(async () => {
    await env?.close();
  });

  it('registers a home delivery with Sameday: AWB 1SDY + 9 digits, parcels AWB + 001, 002', async () => {
    const request = courierRequest();
    const second = { ...request.parcels[0]!, reference: `${request.reference}-2` };
    const registration = await router().register({ ...request, parcels: [...request.parcels, second] });
    expect(registration.courier).toBe('sameday');
    expect(registration.awb).toMatch(/^1SDY\d{9}$/);
    expect(registration.parcels).toEqual([
      { reference: `${request.reference}-1`, number: `${registration.awb}001` },
      { reference: `${request.reference}-2`, number: `${registration.awb}002` },
    ]);
  });

  it('answers the same AWB for the same reference, from a new adapter instance too, and never issues a second', async () => {
    const request = courierRequest();
    const first = await router().register(request);
    expect(await router().register(request)).toEqual(first);
    // Racing duplicates of a new reference: one AWB between them.
    const racing = courierRequest();
    const answers = await Promise.all([router(), router(), router()].map((r) => r.register(racing)));
    expect(new Set(answers.map((a) => a.awb)).size).toBe(1);
    const rows = await env.db
      .selectFrom('sandbox_courier_awbs')
      .select('awb')
      .where('reference', 'in', [request.reference, racing.reference])
      .execute();
    expect(rows.map((row) => row.awb).sort()).toEqual([first.awb, answers[0]!.awb].sort());
  });

  it('registers a Ship&Go delivery with Cargus: a numeric barcode', async () => {
    const request = courierRequest({ kind: 'locker_delivery', lockerId: 'CG-10261' });
    const registration = await router().register(request);
    expect(registration.courier).toBe('cargus');
    expect(registration.awb).toMatch(/^\d{10}$/);
    expect(registration.parcels).toEqual([{ reference: request.parcels[0]!.reference, number: `${registration.awb}001` }]);
  });

  it('registers an easybox delivery in Hungary and refuses a locker the network does not have', async () => {
    const hu = { ...RO_RECIPIENT, countryIso: 'HU', locality: 'Budapest', postalCode: '1011', county: null };
    const request: CourierRegistrationRequest = courierRequest({ courierId: 4, recipient: hu, currency: 'HUF', kind: 'locker_delivery' });
    const registered = await router().register({ ...request, lockerId: 'SD-30005311' });
    expect(registered.courier).toBe('sameday');
    const rejected = await failure(router().register({ ...request, reference: `${request.reference}-b`, lockerId: 'SD-10261' }));
    expect(rejected).toBeInstanceOf(CourierRejected);
    expect((rejected as CourierRejected).fields).toEqual({ lockerId: ['The locker is not in HU.'] });
    const unknown = await failure(router().register({ ...request, reference: `${request.reference}-c`, lockerId: 'SD-123' }));
    expect((unknown as CourierRejected).fields).toEqual({ lockerId: ['Locker not found.'] });
  });

  it('rejects on SANDBOX-REJECT and on validation, with fields; nothing is issued', async () => {
    const request = courierRequest({ recipient: { ...RO_RECIPIENT, name: 'Ana SANDBOX-REJECT', phone: '123' } });
    const error = await failure(router().register(request));
    expect(error).toBeInstanceOf(CourierRejected);
    expect((error as CourierRejected).fields).toEqual({
      'recipient.name': ['Rejected on request (SANDBOX-REJECT).'],
      'recipient.phone': ['This value is not a valid phone number.'],
    });
    expect(await env.db.selectFrom('sandbox_courier_awbs').select('awb').where('reference', '=', request.reference).execute()).toEqual([]);
  });

  it('is unavailable on SANDBOX-OUTAGE, slow on SANDBOX-SLOW, and fails at the configured rate', async () => {
    const outage = await failure(router().register(courierRequest({ recipient: { ...RO_RECIPIENT, name: 'SANDBOX-OUTAGE' } })));
    expect(outage).toBeInstanceOf(CourierUnavailable);
    const started = Date.now();
    await router().register(courierRequest({ recipient: { ...RO_RECIPIENT, name: 'Ana SANDBOX-SLOW' } }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    const alwaysDown = router({ ...fast, failureRate: 1 });
    expect(await failure(alwaysDown.register(courierRequest()))).toBeInstanceOf(CourierUnavailable);
  });
});

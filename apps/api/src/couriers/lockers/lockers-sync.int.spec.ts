import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { openCouriersDatabase } from '../../testing/couriers.js';
import { SamedayTestServer, type SamedayLockerRow } from '../../testing/sameday-server.js';
import { systemClock } from '../../shared/tokens.js';
import { SamedayClient } from '../registration/sameday/sameday-client.js';
import { LOCKERS_SYNC_LEASE, LockersSyncJob } from './lockers-sync.job.js';
import { syncLockers } from './lockers-sync.js';
import { SamedayLockers } from './sameday-lockers.js';
import { SandboxLockerSource } from './sandbox-locker-source.js';

const easybox = (lockerId: number, name: string): SamedayLockerRow => ({
  lockerId,
  name,
  county: 'Cluj',
  city: 'Cluj-Napoca',
  address: `Str. Memorandumului ${lockerId}`,
  postalCode: '400114',
  lat: 46.77,
  lng: 23.59,
  supportedPayment: lockerId % 2 === 0,
});

/** The lockers read model kept by the sync: the sandbox networks, and Sameday's paged list through a local server speaking its API. */
describe('lockers sync', () => {
  let env: Awaited<ReturnType<typeof openCouriersDatabase>>;
  let server: SamedayTestServer;

  beforeAll(async () => {
    [env, server] = await Promise.all([openCouriersDatabase(), SamedayTestServer.start()]);
  });

  afterAll(async () => {
    await Promise.all([env?.close(), server?.close()]);
  });

  const active = async (courier: 'sameday' | 'cargus') =>
    (await env.db.selectFrom('lockers').select('id').where('courier', '=', courier).where('active', '=', true).orderBy('id').execute()).map(
      (r) => r.id,
    );

  it('puts the sandbox networks at real localities: Sameday in RO, HU, BG, CZ, SK, Cargus in RO', async () => {
    const reports = await syncLockers(env.db, [new SandboxLockerSource('sameday'), new SandboxLockerSource('cargus')], new Date());
    expect(reports.map((r) => [r.network, r.deactivated, r.failed])).toEqual([
      ['sameday', 0, undefined],
      ['cargus', 0, undefined],
    ]);
    const perCountry = await env.db
      .selectFrom('lockers')
      .select(['courier', 'country_id'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .groupBy(['courier', 'country_id'])
      .orderBy('courier')
      .orderBy('country_id')
      .execute();
    expect(perCountry.map((row) => `${row.courier} ${row.country_id}`)).toEqual([
      'cargus 1',
      'sameday 1',
      'sameday 3',
      'sameday 4',
      'sameday 10',
      'sameday 11',
    ]);
    expect(perCountry.every((row) => Number(row.count) >= 15)).toBe(true);
    const alba = await env.db.selectFrom('lockers').selectAll().where('id', '=', 'SD-10261').executeTakeFirstOrThrow();
    expect(alba).toMatchObject({
      courier: 'sameday',
      country_id: 1,
      locality_id: 1026,
      locality_name: 'Alba Iulia',
      name: 'easybox Sandbox Alba Iulia 1',
      active: true,
    });
    const budapest = await env.db.selectFrom('lockers').selectAll().where('id', '=', 'SD-30005311').executeTakeFirstOrThrow();
    // GeoNames HU line 531: 3 000 000 + 531.
    expect(budapest).toMatchObject({ country_id: 3, locality_id: 3_000_531, postal_code: '1007' });
    expect(budapest.search_text).toContain('budapest');
  });

  it('pulls Sameday page by page, updates what changed and marks what vanished inactive; networks without a source too', async () => {
    server.lockers = Array.from({ length: 1_203 }, (_, i) => easybox(5_000 + i, `easybox Piața Mihai Viteazu ${i}`));
    const sameday = new SamedayLockers(
      new SamedayClient({ apiUrl: server.url, username: server.username, password: server.password, timeoutMs: 2_000 }),
      'RO',
    );
    const first = await syncLockers(env.db, [sameday], new Date());
    expect(first).toEqual([{ network: 'sameday', seen: 1_203, deactivated: expect.any(Number) }]);
    expect(server.of('/api/client/lockers').map((r) => r.query)).toEqual(
      [1, 2, 3].map((page) => ({ page: String(page), countPerPage: '500' })),
    );
    // The sandbox's lockers vanished from Sameday's list, and Cargus has no source here.
    expect(await active('sameday')).toHaveLength(1_203);
    expect(await active('cargus')).toEqual([]);

    server.lockers = [easybox(5_000, 'easybox Renamed'), easybox(5_001, 'easybox Piața Mihai Viteazu 1')];
    const second = await syncLockers(env.db, [sameday], new Date(Date.now() + 1_000));
    expect(second).toEqual([{ network: 'sameday', seen: 2, deactivated: 1_201 }]);
    expect(await active('sameday')).toEqual(['SD-5000', 'SD-5001']);
    const renamed = await env.db.selectFrom('lockers').selectAll().where('id', '=', 'SD-5000').executeTakeFirstOrThrow();
    expect(renamed).toMatchObject({ name: 'easybox Renamed', locality_id: null, locality_name: 'Cluj-Napoca', supported_payment: true });
    expect(renamed.search_text).toBe('easybox renamed | str. memorandumului 5000 | cluj-napoca | 400114');

    // A locker listed again is active again.
    server.lockers.push(easybox(5_002, 'easybox Back'));
    await syncLockers(env.db, [sameday], new Date(Date.now() + 2_000));
    expect(await active('sameday')).toEqual(['SD-5000', 'SD-5001', 'SD-5002']);
  });

  it('changes nothing of a network whose list fails', async () => {
    const down = new SamedayLockers(new SamedayClient({ apiUrl: server.url, username: 'x', password: 'wrong', timeoutMs: 2_000 }), 'RO');
    const [report] = await syncLockers(env.db, [down], new Date(Date.now() + 3_000));
    expect(report).toMatchObject({ network: 'sameday', seen: 0, deactivated: 0, failed: expect.stringContaining('refused the login') });
    expect(await active('sameday')).toEqual(['SD-5000', 'SD-5001', 'SD-5002']);
  });

  it('syncs one process at a time: a job finding the lease taken skips the round', async () => {
    const infra = { config: { LOCKERS_SYNC_INTERVAL_MS: 60_000 }, database: env.database } as unknown as Infrastructure;
    const job = new LockersSyncJob(infra, [new SandboxLockerSource('cargus')], systemClock);
    const held = await env.database.tryLease(LOCKERS_SYNC_LEASE);
    expect(held).not.toBeNull();
    try {
      expect(await job.runOnce()).toBeNull();
      expect(await active('cargus')).toEqual([]);
    } finally {
      await held!.release();
    }
    const reports = await job.runOnce();
    expect(reports?.map((r) => r.network)).toEqual(['cargus']);
    expect((await active('cargus')).length).toBeGreaterThan(100);
    // The other networks have no source in this job: inactive.
    expect(await active('sameday')).toEqual([]);
    await job.onModuleDestroy();
  });
});

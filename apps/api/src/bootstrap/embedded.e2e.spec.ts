import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBus } from '@parcel/platform';
import { linkToken, mailTo, readEverything, SEEDED, startTestApi, type TestApi } from '../testing/index.js';

describe('embedded mode: no DATABASE_URL', () => {
  let dataDir: string;
  let api: TestApi | undefined;
  const user = { email: 'embedded-user@example.com', password: 'embedded-password' };
  let userId: string;
  let adminId: string;
  let adminToken: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'parcel-embedded-'));
  });

  afterAll(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts on PGlite with the in-process bus and SMTP sink, seeds, and serves the admin', async () => {
    api = await startTestApi({ mode: 'embedded', dataDir });
    expect(api.config.embedded).toBe(true);
    expect(api.config.runProjector).toBe(true);
    expect(api.infra.database.kind).toBe('pglite');
    expect(api.infra.bus).toBeInstanceOf(InProcessBus);
    expect(api.infra.smtpSink).toBeDefined();
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);

    const health = await api.request('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', mode: 'embedded', bus: 'connected' });

    const admin = await api.login(SEEDED.admin.email, SEEDED.admin.password);
    expect(admin.role).toBe(0);
    adminId = admin.id;
    adminToken = admin.token;
    expect((await api.login(SEEDED.worker.email, SEEDED.worker.password)).role).toBe(1);
  });

  it('creates a user who is listed at once and sets a password through the mail the local sink keeps', async () => {
    if (!api) throw new Error('needs the previous test');
    const created = await api.request('POST', '/api/user', { token: adminToken, body: { email: user.email, role: 1 } });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-read-model')).toBe('current');
    userId = created.body.id;

    const listed = await api.request('POST', '/api/users/data', { token: adminToken, body: { search: { value: user.email } } });
    expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual([userId]);

    const token = linkToken(await mailTo(api.sink, user.email), '/password-reset/');
    const reset = await api.request('POST', '/api/user/password/reset', {
      body: { token, password: user.password, password_confirmation: user.password },
    });
    expect(reset.status).toBe(200);
    expect((await api.login(user.email, user.password)).id).toBe(userId);
    // The sink also saves each mail under DATA_DIR/mail.
    expect((await readdir(join(dataDir, 'mail'))).filter((name) => name.endsWith('.eml')).length).toBeGreaterThan(0);
  });

  it('keeps users, passwords and sessions across a restart on the same DATA_DIR, without seeding twice', async () => {
    if (!api) throw new Error('needs the previous test');
    const eventsBefore = (await readEverything(api.infra.store)).length;
    await api.close();
    api = undefined;

    api = await startTestApi({ mode: 'embedded', dataDir });
    const events = await readEverything(api.infra.store);
    const created = events.filter((event) => event.type === 'UserCreated');
    expect(created.filter((event) => (event.data as { email: string }).email === SEEDED.admin.email)).toHaveLength(1);
    expect(created.filter((event) => (event.data as { email: string }).email === SEEDED.worker.email)).toHaveLength(1);
    // Only the seeding checks ran: nothing new was recorded by the restart.
    expect(events.length).toBe(eventsBefore);

    // The session from before the restart is still valid.
    const whoami = await api.request('GET', '/api/whoami', { token: adminToken });
    expect(whoami.status).toBe(200);
    expect(whoami.body.id).toBe(adminId);

    expect((await api.login(SEEDED.admin.email, SEEDED.admin.password)).id).toBe(adminId);
    expect((await api.login(user.email, user.password)).id).toBe(userId);
    const view = await api.request('GET', `/api/user/${userId}`, { token: adminToken });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id: userId, email: user.email, role: 1, deleted_at: null });
    expect(view.body.email_verified_at).toEqual(expect.any(String));

    // And it keeps working: a new write is readable at once.
    const another = await api.request('POST', '/api/user', { token: adminToken, body: { email: 'embedded-second@example.com', role: 0 } });
    expect(another.status).toBe(201);
    const listed = await api.request('POST', '/api/users/data', { token: adminToken, body: { search: { value: 'embedded-' } } });
    expect(listed.body.recordsFiltered).toBe(2);
  });
});

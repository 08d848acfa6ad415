import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '@parcel/platform';
import { freePort } from '@parcel/platform/testing';
import { caller, clientForm, linkToken, mailTo, SEEDED, startTestApi, type Caller, type TestApi } from '../testing/index.js';

/**
 * The dead-letter list end to end: client creation's invitation (process
 * manager client-logins) cannot be mailed while the mail server is down; it is
 * retried, parked, listed for admins, retried by an admin once the server is
 * back, or skipped.
 */
describe('dead letters (operations)', () => {
  let api: TestApi;
  let admin: Caller;
  let adminId: string;
  let worker: Caller;
  let mailPort: number;
  let mailServer: SmtpSink | undefined;

  beforeAll(async () => {
    mailPort = await freePort();
    // Nothing listens there yet: every mail fails.
    api = await startTestApi({ env: { SMTP_URL: `smtp://127.0.0.1:${mailPort}` } });
    const login = await api.login(SEEDED.admin.email, SEEDED.admin.password);
    adminId = login.id;
    admin = caller(api, login.token);
    worker = caller(api, (await api.login(SEEDED.worker.email, SEEDED.worker.password)).token);
  });

  afterAll(async () => {
    await mailServer?.stop();
    await api?.close();
  });

  const parked = async () => (await admin.get('/api/app/v1/dead_letters')).body.data as any[];
  const all = async () => (await admin.get('/api/app/v1/dead_letters?status=all')).body.data as any[];

  async function createClientWhileMailIsDown(): Promise<{ id: number; email: string; letter: any }> {
    const before = (await parked()).length;
    const form = clientForm();
    const created = await admin.post('/api/client', form);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await expect.poll(async () => (await parked()).length, { timeout: 20_000, interval: 200 }).toBe(before + 1);
    const letter = (await parked()).find((l) => l.stream_id === `client-${created.body.id}`);
    return { id: created.body.id, email: form.email, letter };
  }

  it('given the mail server is down, when a client is created, then its invitation is parked after the retries; an admin retries it once the server is back and the mailed link works', async () => {
    const { id, email, letter } = await createClientWhileMailIsDown();
    expect(letter).toMatchObject({
      handler: 'client-logins',
      kind: 'process_manager',
      event_type: 'ClientCreated',
      stream_id: `client-${id}`,
      status: 'parked',
      resolved_at: null,
    });
    expect(letter.attempts).toBeGreaterThanOrEqual(2);
    expect(letter.error).toContain(`Invitation mail for client ${id} not sent`);
    expect(letter.event_position).toMatch(/^\d+\/\d+$/);

    // Still down: the retry fails and the letter stays parked with one more attempt.
    const failed = await admin.post(`/api/app/v1/dead_letters/${letter.id}/retry`);
    expect(failed.status).toBe(409);
    expect(failed.body).toEqual({ code: 'dead_letter_retry_failed' });
    const still = (await parked()).find((l) => l.id === letter.id);
    expect(still).toMatchObject({ status: 'parked', attempts: letter.attempts + 1 });

    // The server is back: the retry mails the link, and the login (made once, before the mail failed) takes its password.
    mailServer = await SmtpSink.start({ port: mailPort });
    const retried = await admin.post(`/api/app/v1/dead_letters/${letter.id}/retry`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toEqual({ message: 'dead_letter_retried' });
    const token = linkToken(await mailTo(mailServer, email), '/password-reset/');
    const reset = await api.request('POST', '/api/user/password/reset', { body: { token, password: 'klient123', password_confirmation: 'klient123' } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await api.login(email, 'klient123')).role).toBe(3);

    expect((await parked()).some((l) => l.id === letter.id)).toBe(false);
    expect((await all()).find((l) => l.id === letter.id)).toMatchObject({ status: 'retried', resolved_by: adminId });
    const again = await admin.post(`/api/app/v1/dead_letters/${letter.id}/skip`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'dead_letter_not_parked' });
  }, 60_000);

  it('given a parked letter, when an admin skips it, then it leaves the parked list and is kept as skipped', async () => {
    await mailServer?.stop();
    mailServer = undefined;
    const { letter } = await createClientWhileMailIsDown();
    const skipped = await admin.post(`/api/app/v1/dead_letters/${letter.id}/skip`);
    expect(skipped.status).toBe(200);
    expect(skipped.body).toEqual({ message: 'dead_letter_skipped' });
    expect((await parked()).some((l) => l.id === letter.id)).toBe(false);
    expect((await all()).find((l) => l.id === letter.id)).toMatchObject({ status: 'skipped', resolved_by: adminId });
  }, 60_000);

  it('answers 404 for an unknown letter, 422 for a bad id or status, 403 for non-admins', async () => {
    expect((await admin.post('/api/app/v1/dead_letters/999999/retry')).status).toBe(404);
    expect((await admin.post('/api/app/v1/dead_letters/999999/skip')).body).toEqual({ code: 'dead_letter_not_found' });
    expect((await admin.post('/api/app/v1/dead_letters/abc/retry')).status).toBe(422);
    expect((await admin.post('/api/app/v1/dead_letters/2147483648/skip')).status).toBe(422);
    expect((await admin.get('/api/app/v1/dead_letters?status=nope')).status).toBe(422);
    expect((await worker.get('/api/app/v1/dead_letters')).status).toBe(403);
    expect((await worker.post('/api/app/v1/dead_letters/1/skip')).status).toBe(403);
  });
});

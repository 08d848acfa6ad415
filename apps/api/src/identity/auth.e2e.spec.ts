import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertNoLeaks,
  linkToken,
  mailTo,
  registerConfirmed,
  SEEDED,
  shiftableClock,
  startTestApi,
  storedHashes,
  type TestApi,
} from '../testing/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('authentication (HTTP, in process)', () => {
  let api: TestApi;
  const clock = shiftableClock();
  let adminToken: string;
  /** Tokens read from mails: they must not reach the event store either. */
  const mailedTokens: string[] = [];
  let n = 0;
  const newEmail = (tag: string) => `auth-${tag}-${++n}@example.com`;

  /** Self-registers a client with a password, confirms the e-mail (no login before), and returns its id and the used confirmation token. */
  const register = async (email: string, password: string) => {
    const { id, confirmToken } = await registerConfirmed(api, email, password);
    mailedTokens.push(confirmToken);
    return { id, token: confirmToken };
  };

  const loginStatus = async (email: string, password: string) =>
    (await api.request('POST', '/api/user/login', { body: { email, password } })).status;

  beforeAll(async () => {
    // The session-age test moves the clock by weeks: idle sessions are tested in http/hardening.e2e.spec.ts.
    api = await startTestApi({ clock, env: { SESSION_IDLE_MINUTES: '1000000' } });
    adminToken = (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token;
  });

  afterAll(async () => {
    await api?.close();
  });

  describe('login', () => {
    it('answers the session, says the read model is current, and the token works at once', async () => {
      const response = await api.request('POST', '/api/user/login', { body: SEEDED.worker });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-read-model')).toBe('current');
      expect(response.body).toEqual({
        token: expect.any(String),
        id: expect.stringMatching(UUID),
        email: SEEDED.worker.email,
        role: 1,
        workstation: null,
      });
      expect(response.body.token.length).toBeGreaterThanOrEqual(32);

      const whoami = await api.request('GET', '/api/whoami', { token: response.body.token });
      expect(whoami.status).toBe(200);
      expect(whoami.body).toEqual({ id: response.body.id, email: SEEDED.worker.email, role: 1, workstation: null });
    });

    it('normalizes the e-mail (case, spaces)', async () => {
      const response = await api.request('POST', '/api/user/login', {
        body: { email: '  Admin@Example.COM ', password: SEEDED.admin.password },
      });
      expect(response.status).toBe(200);
      expect(response.body.role).toBe(0);
      expect(response.body.email).toBe(SEEDED.admin.email);
    });

    it('refuses a wrong password and an unknown e-mail with the same 401 answer', async () => {
      const wrong = await api.request('POST', '/api/user/login', { body: { email: SEEDED.admin.email, password: 'wrong-password' } });
      const unknown = await api.request('POST', '/api/user/login', {
        body: { email: newEmail('nobody'), password: SEEDED.admin.password },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ code: 'invalid_credentials' });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('answers 422 with a field map for an invalid body', async () => {
      const empty = await api.request('POST', '/api/user/login', { body: {} });
      expect(empty.status).toBe(422);
      expect(empty.body).toEqual({ code: 'validation_failed', errors: { email: ['required'], password: ['required'] } });

      const bad = await api.request('POST', '/api/user/login', { body: { email: 'not-an-email', password: '12345' } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ email: ['invalid_email'], password: ['password_too_short'] });

      const wrongTypes = await api.request('POST', '/api/user/login', { body: { email: 42, password: ['x'] } });
      expect(wrongTypes.status).toBe(422);
      expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['email', 'password']);

      const noJson = await api.request('POST', '/api/user/login');
      expect(noJson.status).toBe(422);
      expect(Object.keys(noJson.body.errors).sort()).toEqual(['email', 'password']);
    });

    it('applies the e-mail length limits: 254 in total, 64 in the local part', async () => {
      const domainOf = (length: number) => `${'d'.repeat(length - 4)}.com`;
      const atLimit = `${'a'.repeat(64)}@${domainOf(254 - 65)}`;
      expect(atLimit.length).toBe(254);
      const tooLong = `${'a'.repeat(64)}@${domainOf(255 - 65)}`;
      expect(tooLong.length).toBe(255);
      const longLocal = `${'a'.repeat(65)}@example.com`;

      const long = await api.request('POST', '/api/user/login', { body: { email: tooLong, password: 'whatever1' } });
      expect(long.status).toBe(422);
      expect(long.body.errors.email).toContain('too_long');
      expect(long.body.errors.password).toBeUndefined();

      const local = await api.request('POST', '/api/user/login', { body: { email: longLocal, password: 'whatever1' } });
      expect(local.status).toBe(422);
      expect(local.body.errors.email).toEqual(['invalid_email']);

      // Just inside both limits: valid, merely unknown.
      expect(await loginStatus(atLimit, 'whatever1')).toBe(401);
      expect(await loginStatus(`${'a'.repeat(64)}@example.com`, 'whatever1')).toBe(401);
    });

    it(`locks an e-mail after LOGIN_MAX_FAILURES failures, even for the right password`, async () => {
      const email = newEmail('throttle');
      await register(email, 'right-password');
      expect(api.config.LOGIN_MAX_FAILURES).toBe(5);

      // A success before the limit clears the count.
      for (let i = 0; i < 4; i++) expect(await loginStatus(email, `wrong-${i}-password`)).toBe(401);
      expect(await loginStatus(email, 'right-password')).toBe(200);

      for (let i = 0; i < 5; i++) expect(await loginStatus(email, `wrong-${i}-password`)).toBe(401);
      const locked = await api.request('POST', '/api/user/login', { body: { email, password: 'right-password' } });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ code: 'too_many_attempts' });
      // The same e-mail written otherwise is the same account.
      expect(await loginStatus(email.toUpperCase(), 'right-password')).toBe(429);
      // Other accounts are not affected.
      expect(await loginStatus(SEEDED.admin.email, SEEDED.admin.password)).toBe(200);
    });
  });

  describe('logout', () => {
    it('revokes the token at once and only that one', async () => {
      const session = await api.login(SEEDED.worker.email, SEEDED.worker.password);
      const other = await api.login(SEEDED.worker.email, SEEDED.worker.password);
      expect((await api.request('GET', '/api/whoami', { token: session.token })).status).toBe(200);

      const logout = await api.request('POST', '/api/user/logout', { token: session.token });
      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ message: 'logged_out' });
      expect(logout.headers.get('x-read-model')).toBe('current');

      const after = await api.request('GET', '/api/whoami', { token: session.token });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ code: 'unauthenticated' });
      expect((await api.request('POST', '/api/user/logout', { token: session.token })).status).toBe(401);
      expect((await api.request('GET', '/api/whoami', { token: other.token })).status).toBe(200);
    });
  });

  describe('password change', () => {
    it('validates the pair, then replaces the password', async () => {
      const email = newEmail('change');
      await register(email, 'first-password');
      const { token } = await api.login(email, 'first-password');

      const noToken = await api.request('PUT', '/api/user/password', {
        body: { current_password: 'first-password', password: 'second-password', password_confirmation: 'second-password' },
      });
      expect(noToken.status).toBe(401);

      const mismatch = await api.request('PUT', '/api/user/password', {
        token,
        body: { current_password: 'first-password', password: 'second-password', password_confirmation: 'other-password' },
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors).toEqual({ password_confirmation: ['passwords_do_not_match'] });

      const short = await api.request('PUT', '/api/user/password', {
        token,
        body: { current_password: 'first-password', password: 'short', password_confirmation: 'short' },
      });
      expect(short.status).toBe(422);
      expect(short.body.errors.password).toEqual(['password_too_short']);

      const missing = await api.request('PUT', '/api/user/password', {
        token,
        body: { current_password: 'first-password', password: 'second-password' },
      });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.password_confirmation).toEqual(['required']);

      // Nothing was changed by the refused attempts.
      expect(await loginStatus(email, 'first-password')).toBe(200);

      const ok = await api.request('PUT', '/api/user/password', {
        token,
        body: { current_password: 'first-password', password: 'second-password', password_confirmation: 'second-password' },
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ message: 'password_changed' });
      expect(await loginStatus(email, 'first-password')).toBe(401);
      expect(await loginStatus(email, 'second-password')).toBe(200);
      // The session that changed it goes on.
      expect((await api.request('GET', '/api/whoami', { token })).status).toBe(200);
    });
  });

  describe('password recovery', () => {
    it('answers 200 for an unknown e-mail and sends nothing', async () => {
      const unknown = newEmail('unknown');
      const known = newEmail('known');
      await register(known, 'known-password');
      api.sink.clear();

      const response = await api.request('POST', '/api/user/recover', { body: { email: unknown } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'password_recover_email_sent' });
      const forKnown = await api.request('POST', '/api/user/recover', { body: { email: known } });
      expect(forKnown.status).toBe(200);
      expect(forKnown.body).toEqual(response.body);
      // The known address's mail arrived, so the unknown one's would have too.
      mailedTokens.push(linkToken(await mailTo(api.sink, known), '/password-reset/'));
      expect(api.sink.messages.filter((mail) => mail.to.includes(unknown))).toEqual([]);
      expect(api.sink.messages).toHaveLength(1);

      const invalid = await api.request('POST', '/api/user/recover', { body: { email: 'nope' } });
      expect(invalid.status).toBe(422);
      expect(invalid.body.errors).toEqual({ email: ['invalid_email'] });
    });

    it('mails a link that sets a new password once; used, superseded or wrong tokens are refused', async () => {
      const email = newEmail('recover');
      await register(email, 'old-password');
      api.sink.clear();

      expect((await api.request('POST', '/api/user/recover', { body: { email } })).status).toBe(200);
      const first = linkToken(await mailTo(api.sink, email), '/password-reset/');
      api.sink.clear();
      expect((await api.request('POST', '/api/user/recover', { body: { email: email.toUpperCase() } })).status).toBe(200);
      const mail = await mailTo(api.sink, email);
      expect(mail.text).toContain(`${api.config.publicUrl}/password-reset/`);
      const second = linkToken(mail, '/password-reset/');
      mailedTokens.push(first, second);
      expect(second).not.toBe(first);

      const reset = (token: string, password: string, confirmation = password) =>
        api.request('POST', '/api/user/password/reset', { body: { token, password, password_confirmation: confirmation } });

      // A newer link replaces the older one.
      const superseded = await reset(first, 'new-password');
      expect(superseded.status).toBe(400);
      expect(superseded.body).toEqual({ code: 'token_invalid' });

      const mismatch = await reset(second, 'new-password', 'other-password');
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors).toEqual({ password_confirmation: ['passwords_do_not_match'] });

      const ok = await reset(second, 'new-password');
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body).toEqual({ message: 'password_changed' });
      expect(await loginStatus(email, 'old-password')).toBe(401);
      expect(await loginStatus(email, 'new-password')).toBe(200);

      const reused = await reset(second, 'third-password');
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual({ code: 'token_invalid' });
      const wrong = await reset('x'.repeat(43), 'third-password');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ code: 'token_invalid' });
      expect(await loginStatus(email, 'new-password')).toBe(200);
    });
  });

  describe('session age', () => {
    it('ends a session SESSION_MAX_AGE_HOURS (30 days) after login', async () => {
      const { token } = await api.login(SEEDED.worker.email, SEEDED.worker.password);
      const whoami = async () => (await api.request('GET', '/api/whoami', { token })).status;
      try {
        clock.shiftMs = 719 * 3_600_000;
        expect(await whoami()).toBe(200);
        clock.shiftMs = 721 * 3_600_000;
        expect(await whoami()).toBe(401);
      } finally {
        clock.shiftMs = 0;
      }
      expect(await whoami()).toBe(200);
    });
  });

  describe('expired links', () => {
    it('refuses a recovery link after 24 hours and a confirmation link after 7 days', async () => {
      const email = newEmail('expiry');
      await register(email, 'expiry-password');
      api.sink.clear();
      expect((await api.request('POST', '/api/user/recover', { body: { email } })).status).toBe(200);
      const recovery = linkToken(await mailTo(api.sink, email), '/password-reset/');
      mailedTokens.push(recovery);
      // A user has one pending link: this one was not replaced by the recovery link.
      const unconfirmed = newEmail('expiry-confirm');
      expect(
        (
          await api.request('POST', '/api/user/register', {
            body: { email: unconfirmed, password: 'expiry-password', password_confirmation: 'expiry-password' },
          })
        ).status,
      ).toBe(201);
      const confirmation = linkToken(await mailTo(api.sink, unconfirmed), '/email/check/');
      mailedTokens.push(confirmation);
      const reset = (password: string) =>
        api.request('POST', '/api/user/password/reset', { body: { token: recovery, password, password_confirmation: password } });
      try {
        clock.shiftMs = 24 * 3_600_000 + 60_000;
        const late = await reset('late-password');
        expect(late.status).toBe(400);
        expect(late.body).toEqual({ code: 'token_expired' });
        clock.shiftMs = 7 * 24 * 3_600_000 + 60_000;
        const confirm = await api.request('GET', `/api/user/confirm/${confirmation}`);
        expect(confirm.status).toBe(400);
        expect(confirm.body).toEqual({ code: 'token_expired' });
      } finally {
        clock.shiftMs = 0;
      }
      // Expiry changed nothing: the links still work now.
      expect((await reset('fresh-password')).status).toBe(200);
      expect(await loginStatus(email, 'fresh-password')).toBe(200);
      expect((await api.request('GET', `/api/user/confirm/${confirmation}`)).status).toBe(200);
    });
  });

  describe('registration and e-mail confirmation', () => {
    it('creates a client, mails a confirmation link that works once', async () => {
      const email = newEmail('register');
      const response = await api.request('POST', '/api/user/register', {
        body: { email: email.toUpperCase(), password: 'client-password', password_confirmation: 'client-password' },
      });
      expect(response.status).toBe(201);
      // Issue 9: the same answer whether or not the e-mail was free, so no id.
      expect(response.body).toEqual({ message: 'registration_email_sent' });

      const mail = await mailTo(api.sink, email);
      expect(mail.text).toContain(`${api.config.publicUrl}/email/check/`);
      const token = linkToken(mail, '/email/check/');
      mailedTokens.push(token);

      // Issue 9: no login before the e-mail is confirmed.
      const early = await api.request('POST', '/api/user/login', { body: { email, password: 'client-password' } });
      expect(early.status).toBe(403);
      expect(early.body).toEqual({ code: 'email_not_verified' });

      const confirm = await api.request('GET', `/api/user/confirm/${token}`);
      expect(confirm.status).toBe(200);
      expect(confirm.body).toEqual({ message: 'email_confirmed' });
      const login = await api.login(email, 'client-password');
      expect(login.role).toBe(3);
      const id = login.id;
      const after = await api.request('GET', `/api/user/${id}`, { token: adminToken });
      expect(after.body.email_verified_at).toEqual(expect.any(String));
      expect(Date.now() - Date.parse(after.body.email_verified_at)).toBeLessThan(60_000);

      const again = await api.request('GET', `/api/user/confirm/${token}`);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ code: 'token_invalid' });
      const wrong = await api.request('GET', `/api/user/confirm/${'y'.repeat(43)}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ code: 'token_invalid' });
    });

    it('answers a taken e-mail (any case) as a free one without changing it, and refuses invalid bodies with 422', async () => {
      const email = newEmail('dup');
      await register(email, 'dup-password');
      api.sink.clear();

      const duplicate = await api.request('POST', '/api/user/register', {
        body: { email: ` ${email.toUpperCase()}`, password: 'other-password', password_confirmation: 'other-password' },
      });
      expect(duplicate.status).toBe(201);
      expect(duplicate.body).toEqual({ message: 'registration_email_sent' });
      // The owner hears of it; no confirmation link goes out.
      const note = await mailTo(api.sink, email);
      expect(note.text).not.toContain('/email/check/');
      // The first registration keeps its password.
      expect(await loginStatus(email, 'dup-password')).toBe(200);
      expect(await loginStatus(email, 'other-password')).toBe(401);

      const invalid = await api.request('POST', '/api/user/register', {
        body: { email: 'x', password: 'abc', password_confirmation: 'abd' },
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body.errors.email).toEqual(['invalid_email']);
      expect(invalid.body.errors.password).toEqual(['password_too_short']);
    });
  });

  it('has a leak check that finds a hash in a response', async () => {
    const [hash] = await storedHashes(api.infra.store);
    expect(hash).toBeDefined();
    const leaky = { method: 'GET', path: '/leaky', requestBody: undefined, status: 200, responseText: JSON.stringify({ x: hash }) };
    await expect(assertNoLeaks(api.infra.store, [leaky])).rejects.toThrow(/GET \/leaky/);
    const argon = { ...leaky, responseText: '{"h":"$argon2id$v=19$m=1"}' };
    await expect(assertNoLeaks(api.infra.store, [argon])).rejects.toThrow(/Secrets leaked/);
  });

  it('leaks no hash in any response and no clear-text secret into the events', async () => {
    const checked = await assertNoLeaks(api.infra.store, api.exchanges, mailedTokens);
    expect(checked.hashesChecked).toBeGreaterThan(10);
    expect(checked.secretsChecked).toBeGreaterThan(10);
  });
});

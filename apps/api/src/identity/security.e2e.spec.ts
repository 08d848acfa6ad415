import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientForm,
  connectLive,
  linkToken,
  mailTo,
  registerConfirmed,
  requestFrom,
  SEEDED,
  startTestApi,
  type LiveSocket,
  type TestApi,
} from '../testing/index.js';

/** Issue 9, section 3: holes found by probing the running product (identity). */
describe('identity holes (issue 9)', () => {
  let api: TestApi;
  let adminToken: string;
  let n = 0;
  const newEmail = (tag: string) => `sec-${tag}-${++n}@example.com`;
  const login = (email: string, password: string) => api.request('POST', '/api/user/login', { body: { email, password } });
  const sockets: LiveSocket[] = [];

  beforeAll(async () => {
    api = await startTestApi({ env: { LOGIN_MAX_FAILURES_PER_ADDRESS: '30', MAIL_LIMIT_PER_ADDRESS: '10' } });
    adminToken = (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await api?.close();
  });

  describe('login throttle', () => {
    it('checks at most LOGIN_MAX_FAILURES passwords of a burst of 60 parallel logins, and the burst does not lock the victim out elsewhere', async () => {
      const email = newEmail('burst');
      await registerConfirmed(api, email, 'right-password');
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          requestFrom(api, '127.0.0.3', 'POST', '/api/user/login', { email, password: i === 59 ? 'right-password' : `wrong-${i}-pass` }),
        ),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s !== 429).length, statuses.join(',')).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(55);
      // The address that guessed is locked for this e-mail, even with the right password.
      expect((await requestFrom(api, '127.0.0.3', 'POST', '/api/user/login', { email, password: 'right-password' })).status).toBe(429);
      // The owner, elsewhere, is not.
      expect((await requestFrom(api, '127.0.0.4', 'POST', '/api/user/login', { email, password: 'right-password' })).status).toBe(200);
    });

    it('refuses one address trying many e-mails after LOGIN_MAX_FAILURES_PER_ADDRESS, other addresses go on', async () => {
      const statuses = [];
      for (let i = 0; i < 31; i++)
        statuses.push(
          (await requestFrom(api, '127.0.0.5', 'POST', '/api/user/login', { email: newEmail('spray'), password: 'guess-password' })).status,
        );
      expect(
        statuses.slice(0, 30).every((s) => s === 401),
        statuses.join(','),
      ).toBe(true);
      expect(statuses[30]).toBe(429);
      expect((await requestFrom(api, '127.0.0.5', 'POST', '/api/user/login', SEEDED.worker)).status).toBe(429);
      expect((await requestFrom(api, '127.0.0.6', 'POST', '/api/user/login', SEEDED.worker)).status).toBe(200);
    });
  });

  describe('password change', () => {
    it('needs the current password, and ends every other session of the user and their sockets', async () => {
      const email = newEmail('change');
      await registerConfirmed(api, email, 'first-password');
      const mine = (await api.login(email, 'first-password')).token;
      const other = (await api.login(email, 'first-password')).token;
      const otherSocket = connectLive(api.baseUrl, other);
      const mySocket = connectLive(api.baseUrl, mine);
      sockets.push(otherSocket, mySocket);
      await Promise.all([otherSocket.ready, mySocket.ready]);

      const missing = await api.request('PUT', '/api/user/password', {
        token: mine,
        body: { password: 'second-password', password_confirmation: 'second-password' },
      });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ current_password: ['required'] });
      const wrong = await api.request('PUT', '/api/user/password', {
        token: mine,
        body: { current_password: 'not-the-password', password: 'second-password', password_confirmation: 'second-password' },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toEqual({ code: 'validation_failed', errors: { current_password: ['invalid_current_password'] } });
      expect((await login(email, 'first-password')).status).toBe(200);

      const ok = await api.request('PUT', '/api/user/password', {
        token: mine,
        body: { current_password: 'first-password', password: 'second-password', password_confirmation: 'second-password' },
      });
      expect(ok.status).toBe(200);
      expect((await api.request('GET', '/api/whoami', { token: other })).status).toBe(401);
      expect((await api.request('GET', '/api/whoami', { token: mine })).status).toBe(200);
      await otherSocket.disconnected;
      expect(mySocket.socket.connected).toBe(true);
      expect((await login(email, 'second-password')).status).toBe(200);
    });
  });

  describe('mails anyone may ask for', () => {
    it('sends at most 3 recovery mails an hour to one e-mail, always with the same answer', async () => {
      const email = newEmail('recover');
      await registerConfirmed(api, email, 'recover-password');
      api.sink.clear();
      for (let i = 0; i < 5; i++) {
        const response = await requestFrom(api, `127.0.1.${i}`, 'POST', '/api/user/recover', { email });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ message: 'password_recover_email_sent' });
      }
      await mailTo(api.sink, email);
      await new Promise((r) => setTimeout(r, 300));
      // The registration's confirmation mail was the first of the three.
      expect(api.sink.messages.filter((m) => m.to.includes(email))).toHaveLength(2);
    });

    it('refuses more than 10 mail requests an hour from one address, recovery answering the same', async () => {
      api.sink.clear();
      const emails = Array.from({ length: 11 }, () => newEmail('spray-mail'));
      for (const email of emails) expect((await requestFrom(api, '127.0.2.1', 'POST', '/api/user/recover', { email })).status).toBe(200);
      const register = await requestFrom(api, '127.0.2.1', 'POST', '/api/user/register', {
        email: newEmail('spray-register'),
        password: 'spray-password',
        password_confirmation: 'spray-password',
      });
      expect(register.status).toBe(429);
      expect(register.body).toEqual({ code: 'too_many_attempts' });
    });

    it("keeps a pending invitation valid when someone asks to recover the invited user's password", async () => {
      const email = newEmail('invited');
      const created = await api.request('POST', '/api/user', { token: adminToken, body: { email, role: 1 } });
      expect(created.status).toBe(201);
      const invitation = linkToken(await mailTo(api.sink, email), '/password-reset/');
      api.sink.clear();
      const recover = await requestFrom(api, '127.0.3.1', 'POST', '/api/user/recover', { email });
      expect(recover.body).toEqual({ message: 'password_recover_email_sent' });
      await new Promise((r) => setTimeout(r, 300));
      expect(api.sink.messages.filter((m) => m.to.includes(email))).toEqual([]);
      const reset = await api.request('POST', '/api/user/password/reset', {
        body: { token: invitation, password: 'invited-password', password_confirmation: 'invited-password' },
      });
      expect(reset.status).toBe(200);
      expect((await login(email, 'invited-password')).status).toBe(200);
    });
  });

  describe('what answers may tell', () => {
    it('answers a registration with a taken e-mail exactly as a new one, and tells the owner instead', async () => {
      const email = newEmail('taken');
      await registerConfirmed(api, email, 'owner-password');
      api.sink.clear();
      const fresh = await api.request('POST', '/api/user/register', {
        body: { email: newEmail('fresh'), password: 'other-password', password_confirmation: 'other-password' },
      });
      const taken = await api.request('POST', '/api/user/register', {
        body: { email: email.toUpperCase(), password: 'other-password', password_confirmation: 'other-password' },
      });
      const seeded = await api.request('POST', '/api/user/register', {
        body: { email: SEEDED.admin.email, password: 'other-password', password_confirmation: 'other-password' },
      });
      for (const response of [fresh, taken, seeded]) {
        expect(response.status).toBe(201);
        expect(response.body).toEqual({ message: 'registration_email_sent' });
      }
      const note = await mailTo(api.sink, email);
      expect(note.subject).toContain('Próba rejestracji');
      expect(note.text).not.toMatch(/\/email\/check\//);
      // Nothing changed for the owner.
      expect((await login(email, 'owner-password')).status).toBe(200);
      expect((await login(email, 'other-password')).status).toBe(401);
    });

    it('answers a blocked user with the right password as a wrong password', async () => {
      const email = newEmail('blocked');
      const created = await api.request('POST', '/api/user', { token: adminToken, body: { email, role: 1 } });
      const invitation = linkToken(await mailTo(api.sink, email), '/password-reset/');
      await api.request('POST', '/api/user/password/reset', {
        body: { token: invitation, password: 'blocked-password', password_confirmation: 'blocked-password' },
      });
      expect((await api.request('DELETE', '/api/user', { token: adminToken, body: { id: created.body.id } })).status).toBe(200);
      const right = await login(email, 'blocked-password');
      const wrong = await login(email, 'wrong-password');
      expect(right.status).toBe(401);
      expect(right.body).toEqual({ code: 'invalid_credentials' });
      expect(wrong.body).toEqual(right.body);
    });

    it('lets a self-registered sender log in only after confirming the e-mail', async () => {
      const email = newEmail('unconfirmed');
      const registered = await api.request('POST', '/api/user/register', {
        body: { email, password: 'sender-password', password_confirmation: 'sender-password' },
      });
      expect(registered.status).toBe(201);
      const before = await login(email, 'sender-password');
      expect(before.status).toBe(403);
      expect(before.body).toEqual({ code: 'email_not_verified' });
      expect((await login(email, 'wrong-password')).status).toBe(401);
      const token = linkToken(await mailTo(api.sink, email), '/email/check/');
      expect((await api.request('GET', `/api/user/confirm/${token}`)).status).toBe(200);
      expect((await login(email, 'sender-password')).status).toBe(200);
    });
  });

  describe('mails in Polish', () => {
    it('names the product and the company in a client invitation, and the product in a recovery mail', async () => {
      const email = newEmail('invited-client');
      const form = clientForm({ email, name: 'Sklep Żółw Sp. z o.o.' });
      const created = await api.request('POST', '/api/client', { token: adminToken, body: form });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const invitation = await mailTo(api.sink, email);
      expect(invitation.subject).toBe('Zaproszenie do panelu Parcel Back Office – Sklep Żółw Sp. z o.o.');
      expect(invitation.text).toContain('firma Sklep Żółw Sp. z o.o. ma teraz konto w panelu Parcel Back Office');
      expect(invitation.text).toContain(`${api.config.publicUrl}/password-reset/`);

      const staff = newEmail('invited-staff');
      await api.request('POST', '/api/user', { token: adminToken, body: { email: staff, role: 1 } });
      expect((await mailTo(api.sink, staff)).subject).toBe('Zaproszenie do panelu Parcel Back Office');

      const known = newEmail('recovery-mail');
      await registerConfirmed(api, known, 'recovery-password');
      api.sink.clear();
      await api.request('POST', '/api/user/recover', { body: { email: known } });
      const recovery = await mailTo(api.sink, known);
      expect(recovery.subject).toBe('Odzyskiwanie hasła – Parcel Back Office');
      expect(recovery.text).toContain('ważny 24 godziny');
    });
  });
});

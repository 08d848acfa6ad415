import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertNoLeaks,
  linkToken,
  mailTo,
  registerConfirmed,
  SEEDED,
  shiftableClock,
  startTestApi,
  type TestApi,
} from '../testing/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Row {
  id: string;
  email: string;
  role: number;
  email_verified_at: string | null;
}

describe('user administration (HTTP, in process)', () => {
  let api: TestApi;
  const clock = shiftableClock();
  let admin: { token: string; id: string };
  const mailedTokens: string[] = [];
  let n = 0;
  const newEmail = (tag: string) => `users-${tag}-${++n}@example.com`;

  const as = (token: string) => ({
    post: (path: string, body?: unknown) => api.request('POST', path, { token, body }),
    put: (path: string, body?: unknown) => api.request('PUT', path, { token, body }),
    del: (path: string, body?: unknown) => api.request('DELETE', path, { token, body }),
    get: (path: string) => api.request('GET', path, { token }),
  });
  const adminApi = () => as(admin.token);

  const table = async (body: Record<string, unknown>, path = '/api/users/data') => {
    const response = await adminApi().post(path, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { draw: number; data: Row[]; recordsTotal: number; recordsFiltered: number };
  };
  const emailsIn = async (search: string, path = '/api/users/data') =>
    (await table({ search: { value: search }, length: 500 }, path)).data.map((row) => row.email);

  const createUser = async (email: string, role: 0 | 1 = 1) => {
    const response = await adminApi().post('/api/user', { email, role });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as string;
  };

  /** Sets the password through the invitation mail and logs in. */
  const acceptInvitation = async (email: string, password: string) => {
    const token = linkToken(await mailTo(api.sink, email), '/password-reset/');
    mailedTokens.push(token);
    const reset = await api.request('POST', '/api/user/password/reset', { body: { token, password, password_confirmation: password } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    return { invitation: token, session: await api.login(email, password) };
  };

  beforeAll(async () => {
    api = await startTestApi({ clock });
    const login = await api.login(SEEDED.admin.email, SEEDED.admin.password);
    admin = { token: login.token, id: login.id };
  });

  afterAll(async () => {
    await api?.close();
  });

  describe('create', () => {
    it('creates a user who is listed at once and sets a password through the mailed invitation', async () => {
      const email = newEmail('new');
      const response = await adminApi().post('/api/user', { email: email.toUpperCase(), role: 1 });
      expect(response.status).toBe(201);
      expect(response.headers.get('x-read-model')).toBe('current');
      expect(response.body).toEqual({ id: expect.stringMatching(UUID), email, role: 1 });
      const id = response.body.id as string;

      // Read your own write: no sleep, no retry.
      const listed = await table({ search: { value: email } });
      expect(listed.data).toEqual([{ id, email, role: 1, email_verified_at: null }]);
      const view = await adminApi().get(`/api/user/${id}`);
      expect(view.status).toBe(200);
      expect(view.body).toEqual({ id, email, role: 1, email_verified_at: null, deleted_at: null, workstation: null });

      // No password yet: nothing logs in.
      expect((await api.request('POST', '/api/user/login', { body: { email, password: 'anything-at-all' } })).status).toBe(401);

      const mail = await mailTo(api.sink, email);
      expect(mail.text).toContain(`${api.config.publicUrl}/password-reset/`);
      const { invitation, session } = await acceptInvitation(email, 'invited-password');
      expect(session).toMatchObject({ id, email, role: 1 });
      const whoami = await api.request('GET', '/api/whoami', { token: session.token });
      expect(whoami.body).toEqual({ id, email, role: 1, workstation: null });
      // Reaching the mailbox proved the e-mail; the link is spent.
      expect((await adminApi().get(`/api/user/${id}`)).body.email_verified_at).toEqual(expect.any(String));
      const again = await api.request('POST', '/api/user/password/reset', {
        body: { token: invitation, password: 'other-password', password_confirmation: 'other-password' },
      });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ code: 'token_invalid' });
    });

    it('refuses a taken e-mail, client roles and invalid bodies', async () => {
      const email = newEmail('taken');
      await createUser(email);
      const mails = api.sink.messages.length;
      const duplicate = await adminApi().post('/api/user', { email: ` ${email.toUpperCase()} `, role: 0 });
      expect(duplicate.status).toBe(422);
      expect(duplicate.body).toEqual({ code: 'validation_failed', errors: { email: ['email_taken'] } });
      expect(api.sink.messages.length).toBe(mails);
      expect(await emailsIn(email)).toEqual([email]);

      const client = await adminApi().post('/api/user', { email: newEmail('client'), role: 3 });
      expect(client.status).toBe(422);
      expect(client.body.errors).toEqual({ role: ['invalid_value'] });
      const empty = await adminApi().post('/api/user', {});
      expect(empty.status).toBe(422);
      expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'role']);
    });
  });

  describe('the users table', () => {
    const prefix = `tbl-${randomUUID().slice(0, 8)}`;
    const emails = ['c', 'a', 'd', 'b'].map((letter) => `${prefix}-${letter}@example.com`);
    const sorted = [...emails].sort();

    beforeAll(async () => {
      for (const email of emails) await createUser(email);
    });

    it('echoes draw, counts before and after the search, and finds by e-mail', async () => {
      const all = await table({ draw: 7 });
      expect(all.draw).toBe(7);
      expect(all.recordsFiltered).toBe(all.recordsTotal);
      expect(all.recordsTotal).toBeGreaterThanOrEqual(emails.length + 2);
      expect(all.data.length).toBe(Math.min(25, all.recordsTotal));
      expect(all.data.map((row) => row.email)).toEqual(expect.arrayContaining([SEEDED.admin.email, SEEDED.worker.email]));

      const found = await table({ draw: 8, search: { value: prefix.toUpperCase() } });
      expect(found.draw).toBe(8);
      expect(found.recordsTotal).toBe(all.recordsTotal);
      expect(found.recordsFiltered).toBe(4);
      expect(found.data.map((row) => row.email).sort()).toEqual(sorted);

      // LIKE wildcards in the search are plain characters.
      expect((await table({ search: { value: '%' } })).recordsFiltered).toBe(0);
      expect((await table({ search: { value: '_' } })).recordsFiltered).toBe(0);
      expect((await table({ search: { value: 'no-such-user-anywhere' } })).data).toEqual([]);
    });

    it('orders by column index and by column name, and pages with start/length', async () => {
      const search = { value: prefix };
      const page = async (order: unknown, extra: Record<string, unknown> = {}) =>
        (await table({ search, order, ...extra })).data.map((row) => row.email);

      // Indexes into the endpoint's own columns: id, email, email_verified_at, role, created_at.
      expect(await page([{ column: 1, dir: 'asc' }])).toEqual(sorted);
      expect(await page([{ column: 1, dir: 'desc' }])).toEqual([...sorted].reverse());
      // Indexes into the request's columns when it sends them.
      expect(await page([{ column: 0, dir: 'desc' }], { columns: [{ data: 'email' }, { data: 'role' }] })).toEqual([...sorted].reverse());
      expect(await page([{ column: 'email', dir: 'asc' }])).toEqual(sorted);
      expect(await page([{ column: 'email', dir: 'desc' }])).toEqual([...sorted].reverse());
      // Creation order, newest first, by default.
      expect(await page([])).toEqual([...emails].reverse());
      expect(await page([{ column: 'created_at', dir: 'asc' }])).toEqual(emails);
      // Unknown columns fall back to the default order rather than reach SQL.
      expect(await page([{ column: 'password_hash', dir: 'asc' }])).toEqual([...emails].reverse());

      const second = await table({ search, order: [{ column: 'email', dir: 'asc' }], start: 1, length: 2 });
      expect(second.data.map((row) => row.email)).toEqual(sorted.slice(1, 3));
      expect(second.recordsFiltered).toBe(4);
      const beyond = await table({ search, start: 10, length: 2 });
      expect(beyond.data).toEqual([]);
      expect(beyond.recordsFiltered).toBe(4);
    });

    it('refuses out-of-range paging and lists staff only', async () => {
      for (const body of [{ length: 0 }, { length: 501 }, { start: -1 }, { order: [{ column: 1, dir: 'up' }] }]) {
        const response = await adminApi().post('/api/users/data', body);
        expect(response.status, JSON.stringify(body)).toBe(422);
      }
      const client = newEmail('self-registered');
      const registered = await api.request('POST', '/api/user/register', {
        body: { email: client, password: 'client-password', password_confirmation: 'client-password' },
      });
      expect(registered.status).toBe(201);
      expect(await emailsIn(client)).toEqual([]);
      expect(await emailsIn(client, '/api/users/data/deleted')).toEqual([]);
    });
  });

  describe('read one', () => {
    it('answers 422 for a malformed id and 404 for an unknown one', async () => {
      const malformed = await adminApi().get('/api/user/not-a-uuid');
      expect(malformed.status).toBe(422);
      expect(malformed.body.errors).toEqual({ id: ['invalid_value'] });
      const unknown = await adminApi().get(`/api/user/${randomUUID()}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ code: 'user_not_found' });
    });
  });

  describe('update', () => {
    it('changes e-mail and role: the old e-mail is free, the new one taken, the session sees the new role', async () => {
      const oldEmail = newEmail('before');
      const newAddress = newEmail('after');
      const id = await createUser(oldEmail, 1);
      const { session } = await acceptInvitation(oldEmail, 'update-password');

      const response = await adminApi().put('/api/user', { id, email: newAddress.toUpperCase(), role: 0 });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'user_updated' });
      expect(response.headers.get('x-read-model')).toBe('current');

      expect((await adminApi().get(`/api/user/${id}`)).body).toMatchObject({ id, email: newAddress, role: 0 });
      expect(await emailsIn(newAddress)).toEqual([newAddress]);
      expect(await emailsIn(oldEmail)).toEqual([]);
      expect((await api.request('GET', '/api/whoami', { token: session.token })).body).toMatchObject({ id, email: newAddress, role: 0 });
      expect((await api.request('POST', '/api/user/login', { body: { email: oldEmail, password: 'update-password' } })).status).toBe(401);
      expect((await api.login(newAddress, 'update-password')).role).toBe(0);

      // The old address can be given to someone else; the new one cannot.
      const other = await createUser(oldEmail, 1);
      expect(other).not.toBe(id);
      const taken = await adminApi().post('/api/user', { email: newAddress, role: 1 });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ email: ['email_taken'] });
      const takenByUpdate = await adminApi().put('/api/user', { id: other, email: newAddress, role: 1 });
      expect(takenByUpdate.status).toBe(422);
      expect(takenByUpdate.body.errors).toEqual({ email: ['email_taken'] });
      expect((await adminApi().get(`/api/user/${other}`)).body.email).toBe(oldEmail);

      // Saving unchanged values is fine.
      const same = await adminApi().put('/api/user', { id, email: newAddress, role: 0 });
      expect(same.status).toBe(200);
    });

    it('answers 404, 422 and 403 where it must', async () => {
      const unknown = await adminApi().put('/api/user', { id: randomUUID(), email: newEmail('ghost'), role: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ code: 'user_not_found' });
      const malformed = await adminApi().put('/api/user', { id: '123', email: newEmail('bad'), role: 1 });
      expect(malformed.status).toBe(422);
      expect(malformed.body.errors).toEqual({ id: ['invalid_value'] });
      const clientRole = await adminApi().put('/api/user', { id: admin.id, email: SEEDED.admin.email, role: 3 });
      expect(clientRole.status).toBe(422);
      expect(clientRole.body.errors).toEqual({ role: ['invalid_value'] });

      // Client logins are not edited from the users screen.
      const clientEmail = newEmail('client-login');
      const registered = await registerConfirmed(api, clientEmail, 'client-password');
      const forbidden = await adminApi().put('/api/user', { id: registered.id, email: clientEmail, role: 1 });
      expect(forbidden.status).toBe(403);
      expect((await adminApi().get(`/api/user/${registered.id}`)).body.role).toBe(3);
    });
  });

  describe('e-mail reservations left behind', () => {
    it('racing changes of e-mail leave no second login address and no address nobody can take', async () => {
      const email = newEmail('race');
      const id = await createUser(email, 1);
      await acceptInvitation(email, 'race-password');
      const candidates = [1, 2, 3, 4].map((i) => newEmail(`race-${i}`));
      const answers = await Promise.all(candidates.map((candidate) => adminApi().put('/api/user', { id, email: candidate, role: 1 })));
      expect(
        answers.every((answer) => answer.status === 200 || (answer.status === 409 && answer.body.code === 'wrong_expected_revision')),
      ).toBe(true);
      const final = (await adminApi().get(`/api/user/${id}`)).body.email as string;
      expect(candidates).toContain(final);

      for (const candidate of [email, ...candidates]) {
        const login = await api.request('POST', '/api/user/login', { body: { email: candidate, password: 'race-password' } });
        expect(login.status, candidate).toBe(candidate === final ? 200 : 401);
        const create = await adminApi().post('/api/user', { email: candidate, role: 1 });
        expect(create.status, candidate).toBe(candidate === final ? 422 : 201);
      }
    });

    it('a stale reservation of an address its owner no longer uses neither logs in nor recovers, and is taken over', async () => {
      const address = newEmail('stale');
      // As a change of e-mail that crashed after reserving would leave it.
      await api.infra.store.append(`email-${address}`, [
        {
          type: 'EmailReserved',
          data: { email: address, userId: admin.id },
          metadata: {
            correlationId: randomUUID(),
            causationId: randomUUID(),
            userId: null,
            role: null,
            workstation: null,
            warehouse: null,
            recordedAt: new Date().toISOString(),
          },
        },
      ]);
      const login = await api.request('POST', '/api/user/login', { body: { email: address, password: SEEDED.admin.password } });
      expect(login.status).toBe(401);
      const mails = api.sink.messages.length;
      expect((await api.request('POST', '/api/user/recover', { body: { email: address } })).status).toBe(200);
      expect(api.sink.messages.length).toBe(mails);
      // Fresh, it may belong to a change in progress; once old, it is free.
      expect((await adminApi().post('/api/user', { email: address, role: 1 })).status).toBe(422);
      clock.shiftMs = 61_000;
      try {
        expect((await adminApi().post('/api/user', { email: address, role: 1 })).status).toBe(201);
      } finally {
        clock.shiftMs = 0;
      }
      expect((await api.request('GET', '/api/whoami', { token: admin.token })).body.email).toBe(SEEDED.admin.email);
    });
  });

  describe('block and restore', () => {
    it('blocks: listed as deleted, token refused at once, login refused; restore lets them back in', async () => {
      const email = newEmail('blocked');
      const id = await createUser(email, 1);
      const { session } = await acceptInvitation(email, 'blocked-password');
      expect((await api.request('GET', '/api/whoami', { token: session.token })).status).toBe(200);

      const block = await adminApi().del('/api/user', { id });
      expect(block.status).toBe(200);
      expect(block.body).toEqual({ message: 'user_removed' });
      expect(block.headers.get('x-read-model')).toBe('current');

      expect(await emailsIn(email)).toEqual([]);
      expect(await emailsIn(email, '/api/users/data/deleted')).toEqual([email]);
      expect((await adminApi().get(`/api/user/${id}`)).body.deleted_at).toEqual(expect.any(String));
      const whoami = await api.request('GET', '/api/whoami', { token: session.token });
      expect(whoami.status).toBe(401);
      expect(whoami.body).toEqual({ code: 'unauthenticated' });
      const login = await api.request('POST', '/api/user/login', { body: { email, password: 'blocked-password' } });
      // Issue 9: the right password of a blocked user answers as a wrong one.
      expect(login.status).toBe(401);
      expect(login.body).toEqual({ code: 'invalid_credentials' });
      // A wrong password still says only that.
      const wrong = await api.request('POST', '/api/user/login', { body: { email, password: 'not-the-password' } });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ code: 'invalid_credentials' });
      // No recovery mail for a blocked account, yet the same answer.
      const mails = api.sink.messages.length;
      expect((await api.request('POST', '/api/user/recover', { body: { email } })).status).toBe(200);
      expect(api.sink.messages.length).toBe(mails);
      // The blocked user keeps the e-mail.
      expect((await adminApi().post('/api/user', { email, role: 1 })).status).toBe(422);

      const twice = await adminApi().del('/api/user', { id });
      expect(twice.status).toBe(409);
      expect(twice.body).toEqual({ code: 'user_already_blocked' });

      const restore = await adminApi().post('/api/user/restore', { id });
      expect(restore.status).toBe(200);
      expect(restore.body).toEqual({ message: 'user_restored' });
      expect(await emailsIn(email)).toEqual([email]);
      expect(await emailsIn(email, '/api/users/data/deleted')).toEqual([]);
      expect((await adminApi().get(`/api/user/${id}`)).body.deleted_at).toBeNull();
      const back = await api.login(email, 'blocked-password');
      expect((await api.request('GET', '/api/whoami', { token: back.token })).status).toBe(200);
      // The session ended by the block stays ended.
      expect((await api.request('GET', '/api/whoami', { token: session.token })).status).toBe(401);

      const restoreTwice = await adminApi().post('/api/user/restore', { id });
      expect(restoreTwice.status).toBe(409);
      expect(restoreTwice.body).toEqual({ code: 'user_not_blocked' });
    });

    it('does not let an admin block themself; unknown and malformed ids', async () => {
      const self = await adminApi().del('/api/user', { id: admin.id });
      expect(self.status).toBe(403);
      expect(self.body).toEqual({ code: 'forbidden' });
      expect((await api.request('GET', '/api/whoami', { token: admin.token })).status).toBe(200);

      for (const [method, path] of [
        ['DELETE', '/api/user'],
        ['POST', '/api/user/restore'],
      ] as const) {
        const unknown = await api.request(method, path, { token: admin.token, body: { id: randomUUID() } });
        expect(unknown.status, `${method} ${path}`).toBe(404);
        expect(unknown.body).toEqual({ code: 'user_not_found' });
        const malformed = await api.request(method, path, { token: admin.token, body: { id: 'x' } });
        expect(malformed.status, `${method} ${path}`).toBe(422);
        expect(malformed.body.errors).toEqual({ id: ['invalid_value'] });
        const missing = await api.request(method, path, { token: admin.token });
        expect(missing.status, `${method} ${path}`).toBe(422);
        expect(missing.body.errors).toEqual({ id: ['required'] });
      }
    });
  });

  describe('what the users screen may not do', () => {
    it('does not let an admin take away their own admin role', async () => {
      const self = await adminApi().put('/api/user', { id: admin.id, email: SEEDED.admin.email, role: 1 });
      expect(self.status).toBe(403);
      expect(self.body).toEqual({ code: 'forbidden' });
      expect((await api.request('GET', `/api/user/${admin.id}`, { token: admin.token })).body.role).toBe(0);
    });

    it('leaves client logins to client management: no edit, block or restore from here', async () => {
      const email = newEmail('client');
      const { id } = await registerConfirmed(api, email, 'client-pass');
      expect((await adminApi().put('/api/user', { id, email, role: 1 })).status).toBe(403);
      expect((await adminApi().del('/api/user', { id })).status).toBe(403);
      expect((await adminApi().post('/api/user/restore', { id })).status).toBe(403);
      expect((await api.login(email, 'client-pass')).role).toBe(3);
    });
  });

  describe('employees e-mails', () => {
    it('lists active staff of the asked roles, sorted by e-mail', async () => {
      const worker = newEmail('employee-worker');
      const blocked = newEmail('employee-blocked');
      await createUser(worker, 1);
      const blockedId = await createUser(blocked, 1);
      expect((await adminApi().del('/api/user', { id: blockedId })).status).toBe(200);

      const staff = await adminApi().post('/api/users/employees-emails', { roles: [0, 1] });
      expect(staff.status).toBe(200);
      const list = staff.body as { id: string; email: string; role: number }[];
      expect(list.map((e) => e.email)).toEqual([...list.map((e) => e.email)].sort());
      expect(list).toContainEqual({ id: admin.id, email: SEEDED.admin.email, role: 0 });
      expect(list.map((e) => e.email)).toEqual(expect.arrayContaining([SEEDED.worker.email, worker]));
      expect(list.map((e) => e.email)).not.toContain(blocked);
      expect(list.every((e) => e.role === 0 || e.role === 1)).toBe(true);

      const workers = (await adminApi().post('/api/users/employees-emails', { roles: ['1'] })).body as { role: number; email: string }[];
      expect(workers.length).toBeGreaterThan(0);
      expect(workers.every((e) => e.role === 1)).toBe(true);
      expect(workers.map((e) => e.email)).not.toContain(SEEDED.admin.email);

      const clients = await adminApi().post('/api/users/employees-emails', { roles: [3] });
      expect(clients.status).toBe(200);
      expect(clients.body).toEqual([]);

      for (const body of [{ roles: [] }, { roles: [2] }, {}, { roles: 'all' }]) {
        expect((await adminApi().post('/api/users/employees-emails', body)).status, JSON.stringify(body)).toBe(422);
      }
    });
  });

  it('refuses the users endpoints to a warehouse worker', async () => {
    const worker = await api.login(SEEDED.worker.email, SEEDED.worker.password);
    const response = await api.request('POST', '/api/users/data', { token: worker.token, body: {} });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ code: 'forbidden' });
  });

  it('leaks no hash in any response and no clear-text secret into the events', async () => {
    const checked = await assertNoLeaks(api.infra.store, api.exchanges, mailedTokens);
    expect(checked.hashesChecked).toBeGreaterThan(5);
    expect(checked.secretsChecked).toBeGreaterThan(5);
  });
});

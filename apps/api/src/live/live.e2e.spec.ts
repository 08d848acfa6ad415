import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectLive,
  eventsNamed,
  linkToken,
  mailTo,
  PrivateNatsServer,
  SEEDED,
  startTestApi,
  type LiveSocket,
  type TestApi,
} from '../testing/index.js';

interface Note {
  readModel: string;
  ids: string[];
  position: string;
}

const notesAbout = (socket: LiveSocket, id: string) => eventsNamed<Note>(socket, 'read-model').filter((note) => note.ids.includes(id));

/** Waits until the socket heard of a change to `id` in the users read model. */
const heardOf = (socket: LiveSocket, id: string, timeout = 5_000) =>
  expect.poll(() => notesAbout(socket, id).length, { timeout, interval: 20 }).toBeGreaterThan(0);

describe('live channel (socket.io)', () => {
  let api: TestApi;
  let admin: { token: string; id: string };
  let otherAdmin: { token: string; id: string };
  let worker: { token: string; id: string };
  const sockets: LiveSocket[] = [];
  const open = (token: string | undefined, options?: { header?: boolean }) => {
    const socket = connectLive(api.baseUrl, token, options);
    sockets.push(socket);
    return socket;
  };
  let n = 0;
  const newEmail = (tag: string) => `live-${tag}-${++n}@example.com`;

  const createUser = async (token: string, role: 0 | 1 = 1, email = newEmail('user')) => {
    const response = await api.request('POST', '/api/user', { token, body: { email, role } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { id: response.body.id as string, email };
  };

  /** A user with a password, logged in. */
  const loggedInUser = async (role: 0 | 1) => {
    const { id, email } = await createUser(admin.token, role);
    const token = linkToken(await mailTo(api.sink, email), '/password-reset/');
    const reset = await api.request('POST', '/api/user/password/reset', { body: { token, password: 'live-password', password_confirmation: 'live-password' } });
    expect(reset.status).toBe(200);
    const login = await api.login(email, 'live-password');
    return { id, email, token: login.token };
  };

  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.login(SEEDED.admin.email, SEEDED.admin.password);
    worker = await api.login(SEEDED.worker.email, SEEDED.worker.password);
    otherAdmin = await loggedInUser(0);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await api?.close();
  });

  describe('authentication', () => {
    it('disconnects a socket without a token or with a bad one', async () => {
      for (const socket of [open(undefined), open('not-a-real-token-0123456789'), open('not-a-real-token-0123456789', { header: true })]) {
        await expect(socket.ready).rejects.toThrow(/disconnected before ready/);
        expect(await socket.disconnected).toBe('io server disconnect');
        expect(eventsNamed(socket, 'unauthorized')).toEqual([{ code: 'unauthenticated' }]);
      }
    });

    it('accepts the bearer token in the handshake auth or the Authorization header, and puts the socket in its rooms', async () => {
      const viaAuth = open(worker.token);
      expect(await viaAuth.ready).toEqual({ rooms: [`user:${worker.id}`, 'role:1'] });
      const viaHeader = open(admin.token, { header: true });
      expect(await viaHeader.ready).toEqual({ rooms: [`user:${admin.id}`, 'role:0'] });
    });
  });

  describe('notifications', () => {
    it('tells admins, not workers, that another admin created or blocked a user', async () => {
      const adminSocket = open(admin.token);
      const workerSocket = open(worker.token);
      await Promise.all([adminSocket.ready, workerSocket.ready]);

      const created = await createUser(otherAdmin.token);
      await heardOf(adminSocket, created.id);
      expect(notesAbout(adminSocket, created.id)[0]).toEqual({ readModel: 'users', ids: [created.id], position: expect.any(String) });

      const blocked = await api.request('DELETE', '/api/user', { token: otherAdmin.token, body: { id: created.id } });
      expect(blocked.status).toBe(200);
      await expect.poll(() => notesAbout(adminSocket, created.id).length, { timeout: 5_000, interval: 20 }).toBeGreaterThan(1);

      // A change the worker does hear of, published after the others: once it arrives, the others would have too.
      const renamed = await api.request('PUT', '/api/user', { token: admin.token, body: { id: worker.id, email: newEmail('worker'), role: 1 } });
      expect(renamed.status).toBe(200);
      await heardOf(workerSocket, worker.id);
      expect(notesAbout(workerSocket, created.id)).toEqual([]);
      expect(eventsNamed<Note>(workerSocket, 'read-model').every((note) => note.ids.length === 1 && note.ids[0] === worker.id)).toBe(true);
    });
  });

  describe('rooms', () => {
    it('lets a worker join their own users room only, and an admin any users room', async () => {
      const workerSocket = open(worker.token);
      const adminSocket = open(admin.token);
      await Promise.all([workerSocket.ready, adminSocket.ready]);

      expect(await workerSocket.emitWithAck('join', { room: `users:${worker.id}` })).toEqual({ ok: true });
      for (const room of [`users:${admin.id}`, 'role:0', `user:${admin.id}`, 'parcels:1', 'users', '', 'users:../../x']) {
        expect(await workerSocket.emitWithAck('join', { room }), room).toEqual({ ok: false, code: 'forbidden' });
      }
      expect(await workerSocket.emitWithAck('join', {}), 'no room').toEqual({ ok: false, code: 'forbidden' });
      expect(await workerSocket.emitWithAck('join', 'users:x'), 'not an object').toEqual({ ok: false, code: 'forbidden' });

      expect(await adminSocket.emitWithAck('join', { room: `users:${worker.id}` })).toEqual({ ok: true });
      expect(await adminSocket.emitWithAck('join', { room: `users:${otherAdmin.id}` })).toEqual({ ok: true });

      // A refused join really left the worker out: a change to the admin's users room does not reach them.
      const adminRename = await api.request('PUT', '/api/user', { token: otherAdmin.token, body: { id: admin.id, email: SEEDED.admin.email, role: 0 } });
      expect(adminRename.status).toBe(200);
      const barrier = await api.request('PUT', '/api/user', { token: admin.token, body: { id: worker.id, email: newEmail('worker'), role: 1 } });
      expect(barrier.status).toBe(200);
      await heardOf(workerSocket, worker.id);
      expect(notesAbout(workerSocket, admin.id)).toEqual([]);
    });
  });

  describe('room limits', () => {
    it('refuses rooms named like object members without breaking the socket, and a join beyond 50 entity rooms', async () => {
      const adminSocket = open(admin.token);
      await adminSocket.ready;
      for (const room of ['constructor:x', '__proto__:x', 'toString:x']) {
        expect(await adminSocket.emitWithAck('join', { room }), room).toEqual({ ok: false, code: 'forbidden' });
      }
      for (let i = 0; i < 50; i++) {
        expect(await adminSocket.emitWithAck('join', { room: `users:cap-${i}` }), `room ${i}`).toEqual({ ok: true });
      }
      expect(await adminSocket.emitWithAck('join', { room: 'users:cap-50' })).toEqual({ ok: false, code: 'too_many_rooms' });
      // Joining a room it is already in is no new room; leaving one makes space again.
      expect(await adminSocket.emitWithAck('join', { room: 'users:cap-3' })).toEqual({ ok: true });
      expect(await adminSocket.emitWithAck('leave', { room: 'users:cap-3' })).toEqual({ ok: true });
      expect(await adminSocket.emitWithAck('join', { room: 'users:cap-50' })).toEqual({ ok: true });
    });
  });

  describe('leaving rooms', () => {
    it('leaves entity rooms on request but never the user or role room', async () => {
      const adminSocket = open(admin.token);
      await adminSocket.ready;
      const watched = await createUser(admin.token);
      expect(await adminSocket.emitWithAck('join', { room: `users:${watched.id}` })).toEqual({ ok: true });
      expect(await adminSocket.emitWithAck('leave', { room: `users:${watched.id}` })).toEqual({ ok: true });
      expect(await adminSocket.emitWithAck('leave', { room: 'role:0' })).toEqual({ ok: true });
      expect(await adminSocket.emitWithAck('leave', { room: `user:${admin.id}` })).toEqual({ ok: true });
      // Still in the admins' room: still told of new users.
      const later = await createUser(otherAdmin.token);
      await heardOf(adminSocket, later.id);
    });
  });

  describe('sessions that end or change', () => {
    const disconnectedWithin = (socket: LiveSocket, ms: number) =>
      Promise.race([socket.disconnected, new Promise((resolve) => setTimeout(() => resolve('still connected'), ms))]);

    it('moves the socket of a user whose role changed to the rooms of the new role', async () => {
      const user = await loggedInUser(0);
      const socket = open(user.token);
      expect(await socket.ready).toEqual({ rooms: [`user:${user.id}`, 'role:0'] });
      expect(await socket.emitWithAck('join', { room: `users:${admin.id}` })).toEqual({ ok: true });

      const demoted = await api.request('PUT', '/api/user', { token: admin.token, body: { id: user.id, email: user.email, role: 1 } });
      expect(demoted.status).toBe(200);
      await expect.poll(() => eventsNamed(socket, 'ready').length, { timeout: 5_000, interval: 20 }).toBe(2);
      expect(eventsNamed(socket, 'ready')[1]).toEqual({ rooms: [`user:${user.id}`, 'role:1'] });
      expect(socket.socket.connected).toBe(true);
      // The admins' and the admin-only rooms are left: no more news of others.
      const created = await createUser(admin.token);
      const renamed = await api.request('PUT', '/api/user', { token: admin.token, body: { id: user.id, email: newEmail('demoted'), role: 1 } });
      expect(renamed.status).toBe(200);
      await expect.poll(() => notesAbout(socket, user.id).length, { timeout: 5_000, interval: 20 }).toBeGreaterThan(1);
      expect(notesAbout(socket, created.id)).toEqual([]);
      expect(await socket.emitWithAck('join', { room: `users:${admin.id}` })).toEqual({ ok: false, code: 'forbidden' });
    });


    it('disconnects the socket of a session that logs out', async () => {
      // The worker's e-mail may have been changed by the tests above.
      const email = (await api.request('GET', '/api/whoami', { token: worker.token })).body.email as string;
      const session = await api.login(email, SEEDED.worker.password);
      const socket = open(session.token);
      await socket.ready;
      const other = open(worker.token);
      await other.ready;
      expect((await api.request('POST', '/api/user/logout', { token: session.token })).status).toBe(200);
      expect(await disconnectedWithin(socket, 5_000)).toBe('io server disconnect');
      expect(eventsNamed(socket, 'unauthorized')).toEqual([{ code: 'unauthenticated' }]);
      expect(other.socket.connected).toBe(true);
    });

    it('disconnects the sockets of a user who is blocked', async () => {
      const user = await loggedInUser(1);
      const socket = open(user.token);
      await socket.ready;
      expect((await api.request('DELETE', '/api/user', { token: admin.token, body: { id: user.id } })).status).toBe(200);
      expect(await disconnectedWithin(socket, 5_000)).toBe('io server disconnect');
    });
  });
});

describe('live channel while NATS is away', () => {
  let nats: PrivateNatsServer;
  let api: TestApi | undefined;
  let adminToken: string;
  let socket: LiveSocket | undefined;
  let n = 0;

  beforeAll(async () => {
    nats = await PrivateNatsServer.start();
    api = await startTestApi({ nats: nats.url });
    adminToken = (await api.login(SEEDED.admin.email, SEEDED.admin.password)).token;
  });

  afterAll(async () => {
    socket?.close();
    await api?.close();
    await nats?.stop();
  });

  const create = async () => {
    const response = await api!.request('POST', '/api/user', { token: adminToken, body: { email: `outage-${++n}@example.com`, role: 1 } });
    expect(response.status).toBe(201);
    return response;
  };

  it('keeps serving commands with current reads while NATS is down, and notifies again once it is back', async () => {
    if (!api) throw new Error('no api');
    const bus = api.infra.bus;
    socket = connectLive(api.baseUrl, adminToken);
    await socket.ready;
    const live = socket;

    const before = await create();
    await heardOf(live, before.body.id);

    await nats.stop();
    await expect.poll(() => bus.connected, { timeout: 5_000 }).toBe(false);

    const during = await create();
    // The waiter falls back to polling the checkpoints: the write is readable at once.
    expect(during.headers.get('x-read-model')).toBe('current');
    const listed = await api.request('POST', '/api/users/data', { token: adminToken, body: { search: { value: during.body.email } } });
    expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual([during.body.id]);
    const login = await api.request('POST', '/api/user/login', { body: SEEDED.worker });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-read-model')).toBe('current');
    expect((await api.request('GET', '/api/whoami', { token: login.body.token })).status).toBe(200);
    const health = await api.request('GET', '/api/health');
    expect(health.body.bus).toBe('disconnected');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notesAbout(live, during.body.id)).toEqual([]);
    expect(live.socket.connected).toBe(true);

    await nats.start();
    await expect.poll(() => bus.connected, { timeout: 10_000 }).toBe(true);
    // The client restores its subscriptions after reconnecting: a later change reaches the socket.
    const deadline = Date.now() + 10_000;
    let heard = false;
    while (!heard && Date.now() < deadline) {
      const after = await create();
      heard = await expect
        .poll(() => notesAbout(live, after.body.id).length, { timeout: 500, interval: 20 })
        .toBeGreaterThan(0)
        .then(() => true)
        .catch(() => false);
    }
    expect(heard).toBe(true);
    expect((await api.request('GET', '/api/health')).body.bus).toBe('connected');
  });
});

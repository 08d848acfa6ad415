import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../bootstrap/config.js';
import { createApp } from '../bootstrap/create-app.js';
import { createInfrastructure } from '../bootstrap/infrastructure.js';
import { connectLive, eventsNamed, SEEDED, type LiveSocket, type TestApi } from '../testing/index.js';
import { startClientsHarness, type ClientsHarness } from '../testing/clients-harness.js';

interface Note {
  readModel: string;
  ids: string[];
}

const heard = (socket: LiveSocket, clientId: number) =>
  eventsNamed<Note>(socket, 'read-model').filter((note) => note.readModel === 'clients' && note.ids.includes(String(clientId))).length;

/**
 * Another API instance on the same database (no projector), as a second
 * replica behind a load balancer: on the same NATS, or deaf to it (a replica
 * that missed the notices).
 */
async function secondInstance(api: TestApi, options: { nats: boolean }): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const { DATABASE_URL, NATS_NAMESPACE, SMTP_URL, DATA_DIR, ADDRESS_IMPORT } = api.config;
  const NATS_URL = options.nats ? api.config.NATS_URL : undefined;
  const config = readConfig({ DATABASE_URL, NATS_URL, NATS_NAMESPACE, SMTP_URL, DATA_DIR, ADDRESS_IMPORT, RUN_PROJECTOR: 'false', PORT: '0', HOST: '127.0.0.1' });
  const infra = await createInfrastructure(config);
  const app = await createApp(infra);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: async () => (await app.close(), await infra.close()) };
}

describe('live notices of the clients read model', () => {
  let h: ClientsHarness;
  const sockets: LiveSocket[] = [];
  const open = (token: string) => {
    const socket = connectLive(h.api.baseUrl, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    h = await startClientsHarness();
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await h?.api.close();
  });

  it('tells admins of every client and a client login of its own client only', async () => {
    const own = await h.createClient();
    const other = await h.createClient();
    const session = await h.acceptInvitation(own.form.email, 'live-password');
    const clientSocket = open(session.token);
    const adminSocket = open((await h.api.login(SEEDED.admin.email, SEEDED.admin.password)).token);
    const workerSocket = open((await h.api.login(SEEDED.worker.email, SEEDED.worker.password)).token);
    await Promise.all([clientSocket.ready, adminSocket.ready, workerSocket.ready]);

    expect((await h.admin.post(`/api/app/v1/client/${other.id}/additional`, { type_id: 2 })).status).toBe(201);
    expect((await h.admin.post(`/api/app/v1/client/${own.id}/additional`, { type_id: 2 })).status).toBe(201);

    await expect.poll(() => heard(clientSocket, own.id), { timeout: 5_000, interval: 20 }).toBeGreaterThan(0);
    await expect.poll(() => heard(adminSocket, own.id) > 0 && heard(adminSocket, other.id) > 0, { timeout: 5_000, interval: 20 }).toBe(true);
    // The own client's notice came after the other's: by now the other one would have arrived too.
    expect(heard(clientSocket, other.id)).toBe(0);
    expect(heard(workerSocket, own.id) + heard(workerSocket, other.id)).toBe(0);
  });

  it('lets a client login watch its own client room, not another client', async () => {
    const own = await h.createClient();
    const other = await h.createClient();
    const session = await h.acceptInvitation(own.form.email, 'live-password');
    const socket = open(session.token);
    await socket.ready;
    expect(await socket.emitWithAck('join', { room: `clients:${own.id}` })).toEqual({ ok: true });
    expect(await socket.emitWithAck('join', { room: `clients:${other.id}` })).toEqual({ ok: false, code: 'forbidden' });
    const worker = open((await h.api.login(SEEDED.worker.email, SEEDED.worker.password)).token);
    await worker.ready;
    expect(await worker.emitWithAck('join', { room: `clients:${own.id}` })).toEqual({ ok: false, code: 'forbidden' });
    const admin = open((await h.api.login(SEEDED.admin.email, SEEDED.admin.password)).token);
    await admin.ready;
    expect(await admin.emitWithAck('join', { room: `clients:${other.id}` })).toEqual({ ok: true });
  });

  /** A socket on the other instance (closed with the rest). */
  const openOn = (baseUrl: string, token: string) => {
    const socket = connectLive(baseUrl, token);
    sockets.push(socket);
    return socket;
  };

  it('on an instance that never heard of the client, its login joins its own room (the owner is looked up), not another one', async () => {
    const deaf = await secondInstance(h.api, { nats: false });
    try {
      // Made on the first instance after the second one started, whose in-process bus hears nothing of it.
      const own = await h.createClient();
      const other = await h.createClient();
      const socket = openOn(deaf.baseUrl, (await h.acceptInvitation(own.form.email, 'live-password')).token);
      await socket.ready;
      expect(await socket.emitWithAck('join', { room: `clients:${own.id}` })).toEqual({ ok: true });
      expect(await socket.emitWithAck('join', { room: `clients:${other.id}` })).toEqual({ ok: false, code: 'forbidden' });
    } finally {
      await deaf.close();
    }
  });

  it('through another instance, a client made elsewhere hears of its own changes (the owner is looked up before relaying)', async () => {
    const replica = await secondInstance(h.api, { nats: true });
    try {
      const own = await h.createClient();
      const socket = openOn(replica.baseUrl, (await h.acceptInvitation(own.form.email, 'live-password')).token);
      await socket.ready;
      expect((await h.admin.post(`/api/app/v1/client/${own.id}/additional`, { type_id: 2 })).status).toBe(201);
      await expect.poll(() => heard(socket, own.id), { timeout: 5_000, interval: 20 }).toBeGreaterThan(0);
    } finally {
      await replica.close();
    }
  });
});

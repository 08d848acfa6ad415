import { randomUUID } from 'node:crypto';
import { connect } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateNatsServer } from '../testing/nats-server.js';
import { NatsBus } from './nats-bus.js';

const NATS_URL = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

const collect = () => {
  const received: { subject: string; payload: unknown }[] = [];
  const handler = (payload: unknown, subject: string) => void received.push({ subject, payload });
  return { received, handler };
};

describe('NatsBus against NATS', () => {
  // Unique subjects: the shared server also carries other tests' traffic.
  const prefix = `test.${randomUUID()}`;
  const logs: string[] = [];
  const log = (message: string) => void logs.push(message);
  let publisher: NatsBus;
  let subscriber: NatsBus;

  beforeAll(async () => {
    publisher = await NatsBus.connect(NATS_URL, { name: 'test-publisher', log });
    subscriber = await NatsBus.connect(NATS_URL, { name: 'test-subscriber', log });
  });

  afterAll(async () => {
    await publisher?.close();
    await subscriber?.close();
  });

  it('delivers JSON payloads across connections, following wildcards', async () => {
    const oneToken = collect();
    const rest = collect();
    subscriber.subscribe(`${prefix}.rm.*.batch`, oneToken.handler);
    subscriber.subscribe(`${prefix}.rm.>`, rest.handler);
    await subscriber.flush();
    expect(publisher.connected).toBe(true);

    publisher.publish(`${prefix}.rm.users.u1`, { readModel: 'users', ids: ['u1'], position: '7', secret: 's3cr3t' });
    publisher.publish(`${prefix}.other.users.batch`, { readModel: 'users' });
    publisher.publish(`${prefix}.rm.users.batch`, { readModel: 'users', ids: [], position: '8' });

    await expect.poll(() => oneToken.received.length).toBe(1);
    expect(oneToken.received).toEqual([
      { subject: `${prefix}.rm.users.batch`, payload: { readModel: 'users', ids: [], position: '8' } },
    ]);
    await expect.poll(() => rest.received.map((message) => message.subject)).toEqual([
      `${prefix}.rm.users.u1`,
      `${prefix}.rm.users.batch`,
    ]);
    expect(rest.received[0]?.payload).toEqual({ readModel: 'users', ids: ['u1'], position: '7', secret: 's3cr3t' });
    expect(logs.join('\n')).not.toContain('s3cr3t');
  });

  it('stops delivering to an unsubscribed handler only', async () => {
    const kept = collect();
    const removed = collect();
    subscriber.subscribe(`${prefix}.unsub`, kept.handler);
    const unsubscribe = subscriber.subscribe(`${prefix}.unsub`, removed.handler);
    await subscriber.flush();
    publisher.publish(`${prefix}.unsub`, 1);
    await expect.poll(() => removed.received.length).toBe(1);

    unsubscribe();
    unsubscribe();
    await subscriber.flush();
    publisher.publish(`${prefix}.unsub`, 2);
    await expect.poll(() => kept.received.map((message) => message.payload)).toEqual([1, 2]);
    expect(removed.received.map((message) => message.payload)).toEqual([1]);
  });

  it('survives throwing handlers and messages that are not JSON', async () => {
    const received = collect();
    subscriber.subscribe(`${prefix}.robust`, () => {
      throw new Error('handler failure');
    });
    subscriber.subscribe(`${prefix}.robust`, received.handler);
    await subscriber.flush();

    const raw = await connect({ servers: NATS_URL, name: 'test-raw' });
    try {
      raw.publish(`${prefix}.robust`, new TextEncoder().encode('not json {'));
      await raw.flush();
    } finally {
      await raw.close();
    }
    publisher.publish(`${prefix}.robust`, { n: 1 });
    publisher.publish(`${prefix}.robust`, { n: 2 });

    await expect.poll(() => received.received.map((message) => message.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(logs.some((line) => line.includes('not JSON'))).toBe(true);
    expect(logs.some((line) => line.includes('handler failure'))).toBe(true);
  });

  it('drops invalid subjects and publishes after close without throwing', async () => {
    const bus = await NatsBus.connect(NATS_URL, { name: 'test-closing' });
    expect(() => bus.publish(`${prefix}.*`, 1)).not.toThrow();
    expect(() => bus.publish(`${prefix} spaced`, 1)).not.toThrow();
    expect(() => bus.subscribe(`${prefix}.>.x`, () => undefined)).toThrow(TypeError);
    expect(bus.dropped).toBe(2);

    await Promise.all([bus.close(), bus.close()]);
    expect(bus.connected).toBe(false);
    expect(() => bus.publish(`${prefix}.late`, 1)).not.toThrow();
    expect(bus.dropped).toBe(3);
    expect(() => bus.subscribe(`${prefix}.late`, () => undefined)()).not.toThrow();
  });
});

describe('NatsBus reconnection', () => {
  let server: PrivateNatsServer;
  let publisher: NatsBus | undefined;
  let subscriber: NatsBus | undefined;
  const logs: string[] = [];
  const log = (message: string) => void logs.push(message);
  beforeAll(async () => {
    server = await PrivateNatsServer.onFreePort();
  });

  afterAll(async () => {
    await server.stop();
    await publisher?.close();
    await subscriber?.close();
  });

  it('waits for the first connection when the server is not up yet', async () => {
    const url = server.url;
    const connecting = Promise.all([
      NatsBus.connect(url, { name: 'test-reconnect-publisher', log }),
      NatsBus.connect(url, { name: 'test-reconnect-subscriber', log }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await server.start();
    [publisher, subscriber] = await connecting;
    expect(publisher.connected).toBe(true);
    expect(subscriber.connected).toBe(true);
  });

  it('reports the outage, drops publishes without throwing, and resumes after a restart', async () => {
    if (!publisher || !subscriber) throw new Error('needs the previous test');
    const pub = publisher;
    const { received, handler } = collect();
    subscriber.subscribe('outage.>', handler);
    await subscriber.flush();
    pub.publish('outage.before', { n: 0 });
    await expect.poll(() => received.length).toBe(1);

    await server.stop();
    await expect.poll(() => pub.connected).toBe(false);
    await expect.poll(() => subscriber?.connected).toBe(false);
    const droppedBefore = pub.dropped;
    expect(() => pub.publish('outage.during', { n: 1 })).not.toThrow();
    expect(pub.dropped).toBe(droppedBefore + 1);

    await server.start();
    await expect.poll(() => pub.connected, { timeout: 10_000 }).toBe(true);
    await expect.poll(() => subscriber?.connected, { timeout: 10_000 }).toBe(true);
    // The subscription is restored by the client; publish until it is in place again.
    await expect
      .poll(
        () => {
          pub.publish('outage.after', { n: 2 });
          return received.some((message) => message.subject === 'outage.after');
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(true);
    expect(received.some((message) => message.subject === 'outage.during')).toBe(false);
    expect(logs.some((line) => line.includes('disconnected'))).toBe(true);
    expect(logs.some((line) => line.includes('reconnected'))).toBe(true);
  });
});

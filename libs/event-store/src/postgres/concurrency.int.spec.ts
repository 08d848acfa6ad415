import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Database } from '@parcel/platform';
import { createTestDatabase, type TestDatabase } from '@parcel/platform/testing';
import { metadata } from '../testing/event-store-contract.js';
import type { RecordedEvent } from '../types.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { appendStatement } from './append-statement.js';

const WRITERS = 16;
const APPENDS_PER_WRITER = 25;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Commit order is not sequence order: a transaction that took its global
 * position early may commit late. The subscriber must still see every
 * committed event exactly once, in (transaction id, position) order, and never
 * an event of a transaction that rolled back.
 */
describe('PostgreSQL event store under concurrent writers', () => {
  let database: TestDatabase;
  let connection: Database;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('es_conc');
    connection = connectPostgres(database.url);
    store = await PostgresEventStore.create({ db: connection.db, query: connection.query, pollIntervalMs: 50 });
  });

  afterAll(async () => {
    await store.close();
    await connection.close();
    await database.drop();
  });

  it('given 16 writers, some holding transactions open and some rolling back, then a live subscriber gets every committed event once, in order', async () => {
    const received: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({ batchSize: 50 }, async (events) => {
      received.push(...events);
    });

    const committed = new Set<string>();
    const rolledBack = new Set<string>();
    const writer = async (w: number) => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        for (let i = 0; i < APPENDS_PER_WRITER; i++) {
          const ids = [randomUUID(), randomUUID()];
          const events = ids.map((id, n) => ({ id, type: 'Counted', version: 1, data: { w, i, n }, metadata: metadata() }));
          await client.query('BEGIN');
          const append = appendStatement(`writer-${w}`, 'any', events);
          await client.query(append.text, [...append.values]);
          // Some writers keep their transaction open while others commit behind them.
          if ((w + i) % 3 === 0) await sleep(5 + ((w * 7 + i * 13) % 40));
          if ((w * 31 + i) % 5 === 0) {
            await client.query('ROLLBACK');
            ids.forEach((id) => rolledBack.add(id));
          } else {
            await client.query('COMMIT');
            ids.forEach((id) => committed.add(id));
          }
        }
      } finally {
        await client.end();
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));

    await expect.poll(() => received.length, { timeout: 20_000, interval: 50 }).toBe(committed.size);
    await sleep(300); // anything extra (a duplicate) would arrive now
    await subscription.stop();

    const ids = received.map((e) => e.eventId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(committed);
    expect(ids.some((id) => rolledBack.has(id))).toBe(false);
    expect(rolledBack.size).toBeGreaterThan(0);

    // In order: exactly the order a reader from the start sees now, and per stream by revision.
    const all = await store.readAll({ maxCount: 100_000 });
    expect(ids).toEqual(all.map((e) => e.eventId));
    for (let w = 0; w < WRITERS; w++) {
      const revisions = received.filter((e) => e.streamId === `writer-${w}`).map((e) => e.revision);
      expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
    }
  });

  it('given 64 concurrent appends with any to one hot stream, then all land in turn with no gap', async () => {
    const stream = `hot-${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 64 }, (_, i) => store.append(stream, [{ type: 'Hot', data: { i }, metadata: metadata() }])),
    );
    expect(results.map((r) => r.nextRevision).sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, i) => i));
    expect((await store.readStream(stream)).map((e) => e.revision)).toEqual(Array.from({ length: 64 }, (_, i) => i));
  });

  it('given a transaction holding an early position open, then later commits wait behind it and nothing is skipped', async () => {
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    const stream = `late-${randomUUID()}`;
    const before = await store.append(stream, [{ type: 'Late', data: { n: 0 }, metadata: metadata() }]);
    await blocker.query('BEGIN');
    const lateId = randomUUID();
    const append = appendStatement(stream, 'any', [{ id: lateId, type: 'Late', version: 1, data: { n: 1 }, metadata: metadata() }]);
    await blocker.query(append.text, [...append.values]);
    const after = await store.append(`other-${randomUUID()}`, [{ type: 'Late', data: { n: 2 }, metadata: metadata() }]);
    expect(after.position.prepare).toBeGreaterThan(before.position.prepare);

    // While the early transaction is open, the later event is not visible yet.
    const visible = await store.readAll({ from: before.position, filter: { eventTypes: ['Late'] } });
    expect(visible).toEqual([]);

    await blocker.query('COMMIT');
    await blocker.end();
    const afterCommit = await store.readAll({ from: before.position, filter: { eventTypes: ['Late'] } });
    expect(afterCommit.map((e) => (e.data as { n: number }).n)).toEqual([1, 2]);
  });
});

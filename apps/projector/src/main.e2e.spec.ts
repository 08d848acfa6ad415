import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DEFINITIONS } from '@parcel/contracts';
import { EventSchemas, PostgresEventStore, withSchemas, type EventStore } from '@parcel/event-store';
import { metadata } from '@parcel/event-store/testing';
import { connectPostgres, type Database } from '@parcel/platform';
import { createTestDatabase, type TestDatabase } from '@parcel/platform/testing';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function run(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [MAIN, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('projector process (built)', () => {
  let database: TestDatabase;
  let connection: Database;
  let store: EventStore;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase('projector');
    connection = connectPostgres(database.url);
    store = withSchemas(await PostgresEventStore.create({ db: connection.db }), new EventSchemas(EVENT_DEFINITIONS));
    env = { DATABASE_URL: database.url, NATS_URL: process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222', NATS_NAMESPACE: database.name };
  });

  afterAll(async () => {
    await store.close();
    await connection.close();
    await database.drop();
  });

  const users = () => connection.db.selectFrom('users').select(['id', 'email', 'role', 'deleted_at']).orderBy('id').execute();

  it('given events, when the projector runs, then the users read model follows; rebuild gives the same rows', async () => {
    const ids = [randomUUID(), randomUUID()];
    for (const [i, userId] of ids.entries()) {
      await store.append(`user-${userId}`, [{ type: 'UserCreated', data: { userId, email: `u${i}@example.com`, role: 1 }, metadata: metadata() }]);
    }
    await store.append(`user-${ids[1]}`, [{ type: 'UserBlocked', data: { userId: ids[1] }, metadata: metadata() }]);

    const projector = run([], env);
    try {
      await expect.poll(async () => (await users().catch(() => [])).length, { timeout: 20_000 }).toBe(2);
      const live = await users();
      expect(live.find((u) => u.id === ids[1])!.deleted_at).not.toBeNull();

      const rebuild = run(['rebuild', 'users'], env);
      expect(await exitCode(rebuild)).toBe(0);
      expect(await users()).toEqual(live);
    } finally {
      projector.kill('SIGTERM');
      await exitCode(projector);
    }
  });

  it('given an unknown projection, when rebuilt, then it exits with an error', async () => {
    expect(await exitCode(run(['rebuild', 'nope'], env))).toBe(1);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { comparePositions, formatPosition } from '@parcel/event-store';
import { connectPostgres, type Database } from '@parcel/platform';
import { createTestDatabase, type TestDatabase } from '@parcel/platform/testing';
import { migrateReadModels } from '../migrations.js';
import { usersProjection } from '../users/users.projection.js';
import { auditEventLog, createEventLogTables, EXACTLY_ONCE, eventLogProjection, readEventLog } from '../testing/event-log.projection.js';
import { runIdentityWriters } from '../testing/identity-history.js';
import { runLogWriters } from '../testing/log-writers.js';
import { RecordingBus } from '../testing/recording-bus.js';
import { rebuildSchemas, snapshotTables, tableShapes } from '../testing/snapshot.js';
import { GatedStore } from '../testing/gated-store.js';
import { lastEventPosition, openReadModelTestEnv, storedCheckpoint, type ReadModelTestEnv } from '../testing/test-env.js';
import type { Projection } from './projection.js';
import { ProjectionRunner, type RunnerOptions } from './projection-runner.js';
import { rebuildProjection } from './rebuild.js';

describe('rebuildProjection (PostgreSQL)', () => {
  let env: ReadModelTestEnv;
  let scratch: TestDatabase | undefined;
  let scratchConnection: Database | undefined;
  const runners: ProjectionRunner[] = [];

  beforeAll(async () => {
    env = await openReadModelTestEnv('rm_rebuild');
  });

  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await scratchConnection?.close();
    await scratch?.drop();
    await env?.close();
  });

  function startRunner(projection: Projection, database: Database = env.database, options: Partial<RunnerOptions> = {}): ProjectionRunner {
    const runner = new ProjectionRunner({
      database,
      store: env.store,
      bus: new RecordingBus(),
      projection,
      batchSize: 25,
      standbyRetryMs: 100,
      ...options,
    });
    runners.push(runner);
    runner.start();
    return runner;
  }

  async function expectCaughtUp(projection: Projection, database: Database = env.database, timeout = 20_000): Promise<void> {
    const last = await lastEventPosition(env.database.db, projection.eventTypes);
    await expect.poll(() => storedCheckpoint(database.db, projection.name), { timeout, interval: 100 }).toEqual(last);
  }

  const countEvents = async (types: readonly string[]) =>
    Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM es_events WHERE type = ANY(${[...types]}::text[])`.execute(env.database.db))
        .rows[0]!.n,
    );

  it('rebuilding the users read model from zero gives exactly the rows the incremental build made', async () => {
    startRunner(usersProjection);
    await runIdentityWriters(env.store, { seed: 7, writers: 4, usersPerWriter: 10, stepsPerUser: 12, prefix: 'r1' });
    await expectCaughtUp(usersProjection);
    const incremental = await snapshotTables(env.database.db, usersProjection.tables);

    // The history is realistic enough to exercise every table and state.
    expect(incremental['users']).toHaveLength(40);
    expect(incremental['users']!.some((u) => u['deleted_at'] !== null)).toBe(true);
    expect(incremental['users']!.some((u) => u['email_verified_at'] !== null)).toBe(true);
    expect(incremental['user_sessions']!.some((s) => s['ended_at'] !== null)).toBe(true);
    expect(incremental['user_sessions']!.some((s) => s['ended_at'] === null)).toBe(true);
    expect(incremental['user_tokens']!.length).toBeGreaterThan(0);

    // Damage the live rows: a rebuild must not keep anything of them.
    await sql`DELETE FROM users WHERE id IN (SELECT id FROM users ORDER BY id LIMIT 3)`.execute(env.database.db);
    await sql`UPDATE user_sessions SET ended_at = NULL`.execute(env.database.db);
    await sql`INSERT INTO user_tokens VALUES ('stray', 'nobody', 'recovery', now())`.execute(env.database.db);

    const shapes = await tableShapes(env.database.db, usersProjection.tables);
    const last = await lastEventPosition(env.database.db, usersProjection.eventTypes);
    const bus = new RecordingBus();
    const result = await rebuildProjection({ db: env.database.db, store: env.store, projection: usersProjection, batchSize: 50, bus });
    expect(result).toEqual({ events: await countEvents(usersProjection.eventTypes), position: last });
    // Open screens are told once the new rows are in.
    expect(bus.messages).toEqual([{ subject: 'rm.users.batch', payload: { readModel: 'users', ids: [], position: formatPosition(last) } }]);
    expect(await snapshotTables(env.database.db, usersProjection.tables)).toEqual(incremental);
    // The swapped-in tables are the live ones' twins: logged, same columns, indexes and constraints.
    expect(await tableShapes(env.database.db, usersProjection.tables)).toEqual(shapes);
    expect(await storedCheckpoint(env.database.db, usersProjection.name)).toEqual(last);
    expect(await rebuildSchemas(env.database.db)).toEqual([]);
  }, 40_000);

  it('a rebuild racing the live runner and the writers settles on the same rows as a from-scratch build elsewhere', async () => {
    // The live runner of the previous test is still running.
    let writing = true;
    const writers = runIdentityWriters(env.store, {
      seed: 11,
      writers: 3,
      usersPerWriter: 6,
      stepsPerUser: 12,
      prefix: 'r2',
      pauseMs: [2, 15],
    }).finally(() => (writing = false));

    let rebuilds = 0;
    let appendedDuringRebuilds = 0;
    while (writing) {
      const before = await countEvents(usersProjection.eventTypes);
      await rebuildProjection({ db: env.database.db, store: env.store, projection: usersProjection, batchSize: 40 });
      appendedDuringRebuilds += (await countEvents(usersProjection.eventTypes)) - before;
      rebuilds++;
    }
    await writers;
    expect(rebuilds).toBeGreaterThanOrEqual(1);
    expect(appendedDuringRebuilds).toBeGreaterThan(0);
    await expectCaughtUp(usersProjection);
    const live = await snapshotTables(env.database.db, usersProjection.tables);
    expect(live['users']).toHaveLength(40 + 18);

    // From scratch, in a second database, from the same event store.
    scratch = await createTestDatabase('rm_rebuild_scratch');
    scratchConnection = connectPostgres(scratch.url);
    await migrateReadModels(scratchConnection.db);
    startRunner(usersProjection, scratchConnection);
    await expectCaughtUp(usersProjection, scratchConnection);
    expect(await snapshotTables(scratchConnection.db, usersProjection.tables)).toEqual(live);
    expect(await rebuildSchemas(env.database.db)).toEqual([]);
  }, 60_000);

  it('refuses a projection whose replayIndexes names an index its tables do not have, leaving the live rows and no scratch schema', async () => {
    const before = await snapshotTables(env.database.db, usersProjection.tables);
    const misspelt = { ...usersProjection, replayIndexes: ['users_emial_idx'] };
    await expect(rebuildProjection({ db: env.database.db, store: env.store, projection: misspelt })).rejects.toThrow(
      'users: replayIndexes not found on its tables: users_emial_idx',
    );
    expect(await snapshotTables(env.database.db, usersProjection.tables)).toEqual(before);
    expect(await rebuildSchemas(env.database.db)).toEqual([]);
  });

  it('two rebuilds started in the same millisecond both finish, leave the same rows and no scratch schema', async () => {
    const before = await snapshotTables(env.database.db, usersProjection.tables);
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-05-01T12:00:00.000Z'));
    let both: Promise<unknown>[];
    try {
      // The scratch schema's name is chosen before the first await.
      both = [0, 1].map(() => rebuildProjection({ db: env.database.db, store: env.store, projection: usersProjection, batchSize: 200 }));
    } finally {
      now.mockRestore();
    }
    const results = await Promise.allSettled(both);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await snapshotTables(env.database.db, usersProjection.tables)).toEqual(before);
    expect(await rebuildSchemas(env.database.db)).toEqual([]);
  }, 30_000);

  it('a rebuild of a non-idempotent projection racing its live runner leaves every event applied exactly once', async () => {
    const name = 'log_rebuild';
    await createEventLogTables(env.database.db, name);
    const gated = new GatedStore(env.store);
    const live = startRunner(eventLogProjection({ name, instance: 'live' }), env.database, { store: gated.store, batchSize: 10 });
    const rebuilt = eventLogProjection({ name, instance: 'rebuild' });
    const rebuild = () => rebuildProjection({ db: env.database.db, store: env.store, projection: rebuilt, batchSize: 100 });

    // Rebuilds back to back while writers append and the live runner applies.
    let writing = true;
    const writers = runLogWriters(env.store, { projection: name, prefix: 'rebuild', writers: 3, total: 900, pauseMs: [1, 8] }).finally(
      () => (writing = false),
    );
    let rebuilds = 0;
    while (writing) {
      await rebuild();
      rebuilds++;
    }
    const racing = await writers;
    await expectCaughtUp(rebuilt);

    // The live runner is held with a batch read but not applied (outside its transaction, stale
    // checkpoint) while a rebuild overtakes it: its compare-and-set must fail and it must resume
    // from the rebuilt checkpoint.
    gated.close();
    const overtaken = await runLogWriters(env.store, { projection: name, prefix: 'rebuild-held', writers: 2, total: 60 });
    await expect.poll(() => gated.waiting).toBe(1);
    const stale = await storedCheckpoint(env.database.db, name);
    const last = await lastEventPosition(env.database.db, rebuilt.eventTypes);
    expect(comparePositions(stale!, last)).toBeLessThan(0);
    expect((await rebuild()).position).toEqual(last);
    gated.reopen();

    // Some more after the rebuild: the live runner goes on from the swapped-in checkpoint.
    const tail = await runLogWriters(env.store, { projection: name, prefix: 'rebuild-tail', writers: 2, total: 30 });
    await expectCaughtUp(rebuilt);
    const appended = [...racing, ...overtaken, ...tail];
    const log = await readEventLog(env.database.db, name);
    expect(auditEventLog(log, appended).problems).toEqual(EXACTLY_ONCE);
    expect(rebuilds).toBeGreaterThanOrEqual(1);
    // The rebuilt rows were swapped in up to the rebuild's position; the live runner wrote the rest.
    const fromLive = log.rows.filter((r) => r.instance === 'live').map((r) => r.event_id);
    expect(new Set(fromLive)).toEqual(new Set(tail));
    expect(live.checkpoint).toEqual(await lastEventPosition(env.database.db, rebuilt.eventTypes));
    expect(await rebuildSchemas(env.database.db)).toEqual([]);
  }, 40_000);
});

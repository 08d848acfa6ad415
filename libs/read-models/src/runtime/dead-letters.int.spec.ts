import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { RecordedEvent } from '@parcel/event-store';
import { readModelSubject } from '@parcel/platform';
import { DEAD_LETTERS } from '../dead-letters/dead-letters.js';
import type { ReadModelDb } from '../database.js';
import { ProcessManagerRunner } from '../process-managers/process-manager-runner.js';
import { processManagerCheckpoint, type ProcessManager } from '../process-managers/process-manager.js';
import type { Projection } from '../projector/projection.js';
import { ProjectionRunner } from '../projector/projection-runner.js';
import { RecordingBus } from '../testing/recording-bus.js';
import { lastEventPosition, openReadModelTestEnv, storedCheckpoint, testMetadata, type ReadModelTestEnv } from '../testing/test-env.js';

const FAST = { attempts: 3, backoffMs: 5 };

describe('dead letters: a poison event is parked, the rest goes on', () => {
  let env: ReadModelTestEnv;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    env = await openReadModelTestEnv('rm_dead_letters');
  });

  afterAll(async () => {
    for (const stop of stops) await stop();
    await env?.close();
  });

  const db = () => env.database.db as ReadModelDb;

  /** Appends one event per label to its own stream; a label starting with "poison" is the one handlers refuse. */
  async function append(type: string, labels: string[]): Promise<void> {
    for (const label of labels) {
      await env.store.append(`${type}-${randomUUID()}`, [{ type, data: { label }, metadata: testMetadata(new Date().toISOString()) }]);
    }
  }

  const labelOf = (event: RecordedEvent) => (event.data as { label: string }).label;

  it('given a projection whose rows fail for one event, when it runs, then that event is parked after its retries and the others are applied', async () => {
    const type = 'TestPoisonProjected';
    await sql`CREATE TABLE poison_rows (label text PRIMARY KEY)`.execute(db());
    let tries = 0;
    const projection: Projection = {
      name: 'poison_rows',
      eventTypes: [type],
      tables: [],
      apply: async (trx, event) => {
        if (labelOf(event).startsWith('poison')) {
          tries++;
          throw new Error('cannot project this one');
        }
        await sql`INSERT INTO poison_rows (label) VALUES (${labelOf(event)})`.execute(trx);
        return [];
      },
    };
    await append(type, ['a', 'b', 'poison-1', 'c']);
    const bus = new RecordingBus();
    const runner = new ProjectionRunner({ database: env.database, store: env.store, bus, projection, retry: FAST, standbyRetryMs: 50 });
    stops.push(() => runner.stop());
    runner.start();

    const last = await lastEventPosition(db(), [type]);
    await expect.poll(() => storedCheckpoint(db(), 'poison_rows'), { timeout: 10_000 }).toEqual(last);
    const { rows } = await sql<{ label: string }>`SELECT label FROM poison_rows ORDER BY label`.execute(db());
    expect(rows.map((r) => r.label)).toEqual(['a', 'b', 'c']);
    const parked = await db().selectFrom('dead_letters').selectAll().where('handler', '=', 'poison_rows').execute();
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatchObject({ kind: 'projection', event_type: type, status: 'parked', attempts: 3, error: 'Error: cannot project this one' });
    // The whole batch once, then the poison event alone three times.
    expect(tries).toBe(4);
    expect(bus.messages.map((m) => m.subject)).toContain(readModelSubject(DEAD_LETTERS));

    // Later events still flow, and a poison event that comes alone (a batch of one) is parked too.
    await append(type, ['poison-alone']);
    await expect.poll(async () => (await db().selectFrom('dead_letters').select('id').where('handler', '=', 'poison_rows').execute()).length, { timeout: 10_000 }).toBe(2);
    await append(type, ['d']);
    await expect.poll(async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM poison_rows`.execute(db())).rows[0]!.n), { timeout: 10_000 }).toBe(4);
  });

  it('given a process manager, when a handler fails twice, then it is retried with backoff and handled once', async () => {
    const type = 'TestReactionFlaky';
    const handled: string[] = [];
    let failures = 0;
    const processManager: ProcessManager = {
      name: 'flaky',
      eventTypes: [type],
      handle: async (event) => {
        if (labelOf(event) === 'flaky' && failures < 2) {
          failures++;
          throw new Error('port unavailable');
        }
        handled.push(labelOf(event));
      },
    };
    await append(type, ['x', 'flaky', 'y']);
    const runner = new ProcessManagerRunner({ database: env.database, store: env.store, bus: new RecordingBus(), processManager, retry: FAST });
    stops.push(() => runner.stop());
    runner.start();
    const last = await lastEventPosition(db(), [type]);
    await expect.poll(() => storedCheckpoint(db(), processManagerCheckpoint('flaky')), { timeout: 10_000 }).toEqual(last);
    expect(handled).toEqual(['x', 'flaky', 'y']);
    expect(failures).toBe(2);
    expect(await db().selectFrom('dead_letters').select('id').where('handler', '=', 'flaky').execute()).toEqual([]);
  });

  it('given a process manager, when one event keeps failing, then it is parked with its error and the next event is handled', async () => {
    const type = 'TestReactionPoison';
    const handled: string[] = [];
    const processManager: ProcessManager = {
      name: 'poisoned',
      eventTypes: [type],
      handle: async (event) => {
        if (labelOf(event).startsWith('poison')) throw new Error('courier refused the parcel');
        handled.push(labelOf(event));
      },
    };
    await append(type, ['p', 'poison-2', 'q']);
    const bus = new RecordingBus();
    const runner = new ProcessManagerRunner({ database: env.database, store: env.store, bus, processManager, retry: FAST });
    stops.push(() => runner.stop());
    runner.start();
    const last = await lastEventPosition(db(), [type]);
    await expect.poll(() => storedCheckpoint(db(), processManagerCheckpoint('poisoned')), { timeout: 10_000 }).toEqual(last);
    expect(handled).toEqual(['p', 'q']);
    const parked = await db().selectFrom('dead_letters').selectAll().where('handler', '=', 'poisoned').execute();
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatchObject({ kind: 'process_manager', status: 'parked', attempts: 3, error: 'Error: courier refused the parcel' });
    expect(bus.messages.filter((m) => m.subject === readModelSubject(DEAD_LETTERS))).toHaveLength(1);
  });

  it('given a process manager asking for concurrency, when a batch comes, then its keys are handled at once, each key in order, and a poison event is parked', async () => {
    const type = 'TestReactionLanes';
    const seen: string[] = [];
    let running = 0;
    let most = 0;
    const processManager: ProcessManager = {
      name: 'lanes',
      eventTypes: [type],
      concurrency: { width: 4, keyOf: (event) => labelOf(event).split('-')[0]! },
      handle: async (event) => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        if (labelOf(event).endsWith('poison')) throw new Error('invoicing service refused');
        seen.push(labelOf(event));
      },
    };
    await append(type, ['a-1', 'b-1', 'a-2', 'c-1', 'a-3', 'd-1', 'b-poison', 'e-1']);
    const runner = new ProcessManagerRunner({ database: env.database, store: env.store, bus: new RecordingBus(), processManager, retry: FAST });
    stops.push(() => runner.stop());
    runner.start();
    const last = await lastEventPosition(db(), [type]);
    await expect.poll(() => storedCheckpoint(db(), processManagerCheckpoint('lanes')), { timeout: 10_000 }).toEqual(last);
    expect(most).toBe(4);
    expect(seen.filter((label) => label.startsWith('a-'))).toEqual(['a-1', 'a-2', 'a-3']);
    expect([...seen].sort()).toEqual(['a-1', 'a-2', 'a-3', 'b-1', 'c-1', 'd-1', 'e-1']);
    const parked = await db().selectFrom('dead_letters').selectAll().where('handler', '=', 'lanes').execute();
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatchObject({ kind: 'process_manager', status: 'parked', error: 'Error: invoicing service refused' });
  });

  it('given a process manager whose checkpoint is lost after it acted (a crash), when it runs again, then ids derived from the event make the second pass a no-op', async () => {
    const type = 'TestReactionReplayed';
    const target = `replay-target-${randomUUID()}`;
    const processManager: ProcessManager = {
      name: 'replayed',
      eventTypes: [type],
      // The reaction's event id derives from the triggering event: a second append of it is the same append.
      handle: async (event) => {
        const eventId = event.eventId.replace(/^.{8}/, 'aaaaaaaa');
        await env.store.append(target, [{ eventId, type: 'TestReacted', data: { to: event.eventId }, metadata: event.metadata }], {
          expectedRevision: 'any',
        });
      },
    };
    await append(type, ['r1', 'r2']);
    const last = await lastEventPosition(db(), [type]);
    const run = async () => {
      const runner = new ProcessManagerRunner({ database: env.database, store: env.store, bus: new RecordingBus(), processManager, retry: FAST });
      runner.start();
      await expect.poll(() => storedCheckpoint(db(), processManagerCheckpoint('replayed')), { timeout: 10_000 }).toEqual(last);
      await runner.stop();
    };
    await run();
    // The crash: the work was done, the checkpoint never moved.
    await db().deleteFrom('projection_checkpoints').where('name', '=', processManagerCheckpoint('replayed')).execute();
    await run();
    const reactions = await env.store.readStream(target);
    expect(reactions.map((e) => (e.data as { to: string }).to)).toHaveLength(2);
  });
});

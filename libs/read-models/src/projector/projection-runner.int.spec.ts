import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPosition, type RecordedEvent } from '@parcel/event-store';
import type { NotificationBus } from '@parcel/platform';
import { probeCheckpointConflicts } from '../testing/cas-probe.js';
import {
  auditEventLog,
  createEventLogTables,
  EXACTLY_ONCE,
  eventLogProjection,
  loggedEventType,
  readEventLog,
} from '../testing/event-log.projection.js';
import { alwaysGrantingLeases, leaseHolderPids, projectionLeaseName, terminateLeaseHolder } from '../testing/leases.js';
import { runLogWriters } from '../testing/log-writers.js';
import { ProjectorProcess } from '../testing/projector-process.js';
import { RecordingBus } from '../testing/recording-bus.js';
import {
  lastEventPosition,
  openReadModelTestEnv,
  randomBetween,
  sleep,
  storedCheckpoint,
  type ReadModelTestEnv,
} from '../testing/test-env.js';
import type { Projection } from './projection.js';
import { ProjectionRunner, type RunnerOptions } from './projection-runner.js';

describe('ProjectionRunner (PostgreSQL)', () => {
  let env: ReadModelTestEnv;
  const runners: ProjectionRunner[] = [];
  const children: ProjectorProcess[] = [];
  const logs: string[] = [];

  beforeAll(async () => {
    env = await openReadModelTestEnv('rm_runner');
  });

  afterAll(async () => {
    await Promise.all(children.map((c) => c.kill()));
    await Promise.all(runners.map((r) => r.stop()));
    await env?.close();
  });

  const silentBus = (): NotificationBus => new RecordingBus();

  function runner(options: Partial<RunnerOptions> & { projection: Projection }): ProjectionRunner {
    const created = new ProjectionRunner({
      database: env.database,
      store: env.store,
      bus: silentBus(),
      standbyRetryMs: 100,
      log: (m) => logs.push(m),
      ...options,
    });
    runners.push(created);
    return created;
  }

  /** Waits until the stored checkpoint is the position of the projection's last appended event. */
  async function expectCaughtUp(name: string, timeout = 20_000): Promise<void> {
    const last = await lastEventPosition(env.database.db, [loggedEventType(name)]);
    await expect.poll(() => storedCheckpoint(env.database.db, name), { timeout, interval: 100 }).toEqual(last);
  }

  /** Every appended event applied exactly once: no duplicate, no gap, nothing foreign, and the counter agrees. */
  async function expectExactlyOnce(name: string, appended: readonly string[]) {
    const audit = auditEventLog(await readEventLog(env.database.db, name), appended);
    expect(audit.problems).toEqual(EXACTLY_ONCE);
    return audit;
  }

  it('resumes with no duplicate and no gap when its process is SIGKILLed mid-batch again and again', async () => {
    const name = 'log_kill';
    await createEventLogTables(env.database.db, name);
    const spawnChild = (instance: string) => {
      const child = new ProjectorProcess({ databaseUrl: env.testDb.url, projection: name, instance, batchSize: 40, maxSleepMs: 25 });
      children.push(child);
      return child;
    };
    const within = <T>(promise: Promise<T>, ms: number) => Promise.race([promise.catch(() => undefined), sleep(ms)]);

    let writing = true;
    // 3000 events from 4 writers, paced so the appends span the whole kill loop.
    const writers = runLogWriters(env.store, {
      projection: name,
      prefix: 'kill',
      writers: 4,
      total: 3000,
      maxPerAppend: 6,
      pauseMs: [10, 60],
    }).finally(() => (writing = false));

    let kills = 0;
    let killedInOpenBatch = 0;
    const extra: Promise<string[]>[] = [];
    while (writing || kills < 5) {
      const child = spawnChild(`child-${kills}`);
      // Writers done before the fifth kill: give this child something to work on.
      if (!writing)
        extra.push(runLogWriters(env.store, { projection: name, prefix: `kill-extra-${kills}`, writers: 2, total: 200, pauseMs: [5, 20] }));
      // Let it take the lease and commit something, then kill it: two times in three right after
      // it printed `open` (it is sleeping inside the batch transaction), otherwise at a random moment.
      await within(child.nextLine('committed'), 5_000);
      await sleep(randomBetween(20, 300));
      if (kills % 3 !== 2) await within(child.nextLine('open'), 1_500);
      await child.kill();
      kills++;
      if (child.lines.at(-1)?.startsWith('open')) killedInOpenBatch++;
    }
    const appended = [...(await writers), ...(await Promise.all(extra)).flat()];
    expect(appended).toHaveLength(3000 + extra.length * 200);

    const survivor = spawnChild('final');
    await expectCaughtUp(name, 30_000);
    const audit = await expectExactlyOnce(name, appended);
    expect(kills).toBeGreaterThanOrEqual(5);
    // The kills really landed inside open batch transactions, and the killed children did real work.
    expect(killedInOpenBatch).toBeGreaterThanOrEqual(3);
    expect(audit.instances.length).toBeGreaterThanOrEqual(3);
    expect(survivor.stderr).toEqual([]);
    expect(await survivor.terminate()).toBe(0);
  }, 90_000);

  it('rolls a failed batch back and applies it again event by event: no duplicate, no gap, nothing parked', async () => {
    const name = 'log_crash';
    await createEventLogTables(env.database.db, name);
    const before = await runLogWriters(env.store, { projection: name, prefix: 'crash', writers: 3, total: 150 });

    // Fails once inside projection.apply halfway through a batch (rows of the batch already written) ...
    const inner = eventLogProjection({ name, instance: 'crash' });
    let applied = 0;
    const projection: Projection = {
      ...inner,
      apply: async (db, event) => {
        if (++applied === 37) throw new Error('projection failed mid-batch');
        return inner.apply(db, event);
      },
    };
    // ... and in the beforeCommit hook of the 5th and 8th batches.
    let batches = 0;
    const failedBatches: number[] = [];
    const crashing = runner({
      projection,
      batchSize: 20,
      beforeCommit: async () => {
        batches++;
        if (batches === 5 || batches === 8) {
          failedBatches.push(batches);
          throw new Error(`crash before commit of batch ${batches}`);
        }
      },
    });
    crashing.start();
    const during = await runLogWriters(env.store, { projection: name, prefix: 'crash-live', writers: 2, total: 100, pauseMs: [1, 10] });
    const appended = [...before, ...during];

    await expectCaughtUp(name);
    await expectExactlyOnce(name, appended);
    expect(failedBatches).toEqual([5, 8]);
    expect(applied).toBeGreaterThan(appended.length);
    // Each failed batch was applied again one event at a time (no restart), and nothing was parked: the failures were passing.
    expect(logs.filter((l) => l.includes(`[projection ${name}] restarting after error`))).toHaveLength(0);
    expect(await env.database.db.selectFrom('dead_letters').select('id').where('handler', '=', name).execute()).toEqual([]);
    expect(crashing.checkpoint).toEqual(await lastEventPosition(env.database.db, [loggedEventType(name)]));
  }, 30_000);

  it('keeps one active instance per projection; the standby takes over when the lease is lost or released', async () => {
    const name = 'log_lease';
    const lease = projectionLeaseName(name);
    await createEventLogTables(env.database.db, name);
    // Batches sleep a little before commit, so the lease is lost while a batch is open.
    const leased = (instance: string) =>
      runner({
        database: env.connect(),
        projection: eventLogProjection({ name, instance }),
        batchSize: 10,
        beforeCommit: () => sleep(randomBetween(5, 30)),
      });
    const a = leased('a');
    const b = leased('b');
    const both = [a, b];
    const activeCount = () => both.filter((r) => r.active).length;
    let overlaps = 0;
    const sampler = setInterval(() => activeCount() > 1 && overlaps++, 2);

    try {
      a.start();
      await expect.poll(() => a.active).toBe(true);
      b.start();
      const first = await runLogWriters(env.store, { projection: name, prefix: 'lease-1', writers: 2, total: 100 });
      await expectCaughtUp(name);
      expect([a.active, b.active]).toEqual([true, false]);
      expect(b.batches).toBe(0);
      const [holder] = await leaseHolderPids(env.database.db, lease);
      expect(holder).toBeTypeOf('number');

      // The lease's connection dies (network cut, DBA) while writers append and a batch is open:
      // somebody holds the lease again, never two at a time.
      const writing = runLogWriters(env.store, { projection: name, prefix: 'lease-2', writers: 2, total: 300, pauseMs: [0, 5] });
      await sleep(100);
      expect(await terminateLeaseHolder(env.database.db, lease)).toEqual([holder]);
      await expect.poll(async () => (await leaseHolderPids(env.database.db, lease)).filter((p) => p !== holder)).toHaveLength(1);
      await expect.poll(activeCount, { timeout: 5_000 }).toBe(1);
      const second = await writing;
      await expectCaughtUp(name);
      await expectExactlyOnce(name, [...first, ...second]);

      // The active instance stops: the standby takes over and continues.
      const active = both.find((r) => r.active)!;
      const standby = both.find((r) => r !== active)!;
      const standbyBatches = standby.batches;
      await active.stop();
      await expect.poll(() => standby.active, { timeout: 5_000 }).toBe(true);
      const third = await runLogWriters(env.store, { projection: name, prefix: 'lease-3', writers: 2, total: 100, pauseMs: [0, 5] });
      const all = [...first, ...second, ...third];
      await expectCaughtUp(name);
      await expectExactlyOnce(name, all);
      expect(standby.batches).toBeGreaterThan(standbyBatches);
      expect(activeCount()).toBe(1);
    } finally {
      clearInterval(sampler);
    }
    expect(overlaps).toBe(0);
  }, 40_000);

  it('reports inactive the moment its lease is lost, even with a batch open; the new holder waits for that batch', async () => {
    const name = 'log_handover';
    await createEventLogTables(env.database.db, name);
    let openGate: () => void = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let batchOpen: () => void = () => {};
    const opened = new Promise<void>((resolve) => (batchOpen = resolve));
    const old = runner({
      database: env.connect(),
      projection: eventLogProjection({ name, instance: 'old' }),
      beforeCommit: async () => {
        batchOpen();
        await gate;
      },
    });
    old.start();
    await expect.poll(() => old.active).toBe(true);
    const next = runner({ database: env.connect(), projection: eventLogProjection({ name, instance: 'next' }) });
    next.start();

    const first = await runLogWriters(env.store, { projection: name, prefix: 'handover-1', writers: 2, total: 40 });
    await opened;
    await terminateLeaseHolder(env.database.db, projectionLeaseName(name));
    await expect.poll(() => old.active).toBe(false);
    await expect.poll(() => next.active).toBe(true);
    // The new holder cannot apply anything while the old batch holds the checkpoint row.
    await sleep(300);
    expect([old.batches, next.batches]).toEqual([0, 0]);

    openGate();
    const second = await runLogWriters(env.store, { projection: name, prefix: 'handover-2', writers: 2, total: 40 });
    await expectCaughtUp(name);
    const audit = await expectExactlyOnce(name, [...first, ...second]);
    expect(old.batches).toBe(1);
    expect(audit.instances).toEqual(['next', 'old']);
    expect([old.active, next.active]).toEqual([false, true]);
  }, 30_000);

  it('applies every event exactly once even when two instances both believe they hold the lease', async () => {
    const name = 'log_race';
    await createEventLogTables(env.database.db, name);
    const probes = [probeCheckpointConflicts(env.connect()), probeCheckpointConflicts(env.connect())];
    const racing = probes.map((probe, i) =>
      runner({
        database: alwaysGrantingLeases(probe.database),
        projection: eventLogProjection({ name, instance: `racer-${i}` }),
        batchSize: 10,
        beforeCommit: () => sleep(randomBetween(0, 4)),
      }),
    );
    for (const r of racing) r.start();
    await expect.poll(() => racing.every((r) => r.active)).toBe(true);

    const appended = await runLogWriters(env.store, {
      projection: name,
      prefix: 'race',
      writers: 4,
      total: 1500,
      maxPerAppend: 4,
      pauseMs: [0, 3],
    });
    await expectCaughtUp(name);
    const audit = await expectExactlyOnce(name, appended);
    // Both really applied batches, and their compare-and-sets really collided.
    expect(audit.instances).toEqual(['racer-0', 'racer-1']);
    expect(probes[0]!.conflicts() + probes[1]!.conflicts()).toBeGreaterThan(0);
  }, 40_000);

  it('publishes rm.<readModel>.<id> with the position after each committed batch, and nothing for a rolled-back one', async () => {
    const name = 'log_notify';
    await createEventLogTables(env.database.db, name);
    type Entry = { kind: 'hook'; to: string; streams: string[]; threw: boolean } | { kind: 'publish'; subject: string; payload: unknown };
    const timeline: Entry[] = [];
    const bus = new RecordingBus((m) => timeline.push({ kind: 'publish', ...m }));
    let batches = 0;
    const notifying = runner({
      projection: eventLogProjection({ name, instance: 'notify' }),
      bus,
      batchSize: 4,
      beforeCommit: async (events: RecordedEvent[]) => {
        const entry = {
          kind: 'hook' as const,
          to: formatPosition(events[events.length - 1]!.position),
          streams: [...new Set(events.map((e) => e.streamId))].sort(),
          threw: ++batches === 2 || batches === 4,
        };
        timeline.push(entry);
        if (entry.threw) throw new Error(`rolled back batch ${batches}`);
      },
    });
    notifying.start();
    const appended = await runLogWriters(env.store, { projection: name, prefix: 'notify', writers: 3, total: 30, maxPerAppend: 3 });
    await expectCaughtUp(name);
    await expectExactlyOnce(name, appended);

    expect(timeline.filter((e) => e.kind === 'hook' && e.threw)).toHaveLength(2);
    // Each committed batch published one message per changed entity, right after its hook, with its position.
    const committed: { to: string; subjects: string[] }[] = [];
    for (const entry of timeline) {
      if (entry.kind === 'hook') {
        if (!entry.threw) committed.push({ to: entry.to, subjects: [] });
        continue;
      }
      const previousHook = timeline.slice(0, timeline.indexOf(entry)).findLast((e) => e.kind === 'hook');
      expect(previousHook, `${entry.subject} published after a rolled-back batch`).toMatchObject({ threw: false });
      const batch = committed.at(-1)!;
      const id = entry.subject.split('.').at(-1)!;
      expect(entry.subject).toBe(`rm.${name}.${id}`);
      expect(entry.payload).toEqual({ readModel: name, ids: [id], position: batch.to });
      batch.subjects.push(entry.subject);
    }
    const hooks = timeline.filter((e) => e.kind === 'hook' && !e.threw) as Extract<Entry, { kind: 'hook' }>[];
    expect(committed.map((b) => b.subjects.sort())).toEqual(hooks.map((h) => h.streams.map((s) => `rm.${name}.${s}`)));
    expect(bus.messages.at(-1)?.payload).toMatchObject({
      position: formatPosition(await lastEventPosition(env.database.db, [loggedEventType(name)])),
    });
  }, 30_000);
});

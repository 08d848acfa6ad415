import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PostgresEventStore, type RecordedEvent } from '@parcel/event-store';
import { connectPostgres } from '@parcel/platform';
import { sampleEvent } from './sample-event.js';
import { percentile, sleep } from './stats.js';

export interface FenceRow {
  readonly situation: string;
  readonly pollMs: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Deliveries that took longer than 100 ms (undelivered ones included). */
  readonly slow: number;
  /** Appends not delivered within 5 s of the last append. */
  readonly undelivered: number;
  readonly count: number;
}

/**
 * Diagnostic for the readAll visibility fence (transaction_id < snapshot xmin):
 * how long a single append takes to reach a subscriber when appends are rare
 * (`rate` per second), from its commit, alone and while another connection keeps running short
 * write transactions (as a second projection's batches would), with the polling
 * fallback of the API (500 ms) and a 10 ms one. The busy writer uses its own
 * table; any write transaction on the same server would fence alike (the
 * snapshot's xmin is server-wide, not per database).
 */
export async function measureFence(args: { url: string; rate: number; seconds: number }): Promise<FenceRow[]> {
  const rows: FenceRow[] = [];
  for (const busyWriter of [false, true]) {
    const stop = { now: false };
    const writer = busyWriter ? startBusyWriter(args.url, stop) : Promise.resolve();
    try {
      const found = await deliveryLatencies(args.url, [500, 10], args.rate, args.seconds);
      for (const [pollMs, samples] of found) {
        // Undelivered appends count as infinitely late.
        const all = samples.map((ms) => (ms === undefined ? Number.POSITIVE_INFINITY : ms));
        rows.push({
          situation: busyWriter ? 'another connection runs 5-15 ms write transactions, 1-3 ms apart' : 'no other writer of ours',
          pollMs,
          p50Ms: percentile(all, 50),
          p99Ms: percentile(all, 99),
          maxMs: percentile(all, 100),
          slow: all.filter((ms) => ms > 100).length,
          undelivered: all.filter((ms) => ms === Number.POSITIVE_INFINITY).length,
          count: all.length,
        });
      }
    } finally {
      stop.now = true;
      await writer;
    }
  }
  return rows;
}

/** Back-to-back write transactions of 5-15 ms (xid assigned, a few round trips), 1-3 ms apart. */
async function startBusyWriter(url: string, stop: { now: boolean }): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE TABLE IF NOT EXISTS bench_busy (id bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())');
    // Random lengths, so the writer cannot fall into step with a subscriber's polling timer.
    while (!stop.now) {
      await client.query('BEGIN');
      await client.query('INSERT INTO bench_busy DEFAULT VALUES');
      await sleep(5 + Math.random() * 10);
      await client.query('UPDATE bench_busy SET at = now() WHERE id = (SELECT max(id) FROM bench_busy)');
      await client.query('COMMIT');
      await sleep(1 + Math.random() * 2);
    }
  } finally {
    await client.end();
  }
}

/**
 * Appends single events at `rate`/s; one subscriber per poll interval records when
 * each arrives. Latency from the append's return (its commit) to the delivery;
 * undefined for an event not delivered within 5 s after the last append.
 */
async function deliveryLatencies(
  url: string,
  pollIntervals: readonly number[],
  rate: number,
  seconds: number,
): Promise<Map<number, (number | undefined)[]>> {
  const database = connectPostgres(url, { maxConnections: 4 });
  // Subscribers on their own stores: the writer's in-process cue does not reach them, only the
  // cross-process one does (the bus cue, called here directly).
  const readers = await Promise.all(
    pollIntervals.map(async (pollMs) => {
      const db = connectPostgres(url, { maxConnections: 2 });
      const store = await PostgresEventStore.create({ db: db.db, pollIntervalMs: pollMs });
      const arrivals = new Map<string, number>();
      const subscription = store.subscribeToAll({ filter: { streamPrefix: 'fence-' } }, async (events: RecordedEvent[]) => {
        const at = performance.now();
        for (const event of events) arrivals.set(event.eventId, at);
      });
      return { pollMs, db, store, arrivals, subscription };
    }),
  );
  const writerStore = await PostgresEventStore.create({ db: database.db, onAppended: () => readers.forEach((r) => r.store.wakeUp()) });
  const sent = new Map<string, number>();
  try {
    const total = Math.round(rate * seconds);
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      const event = sampleEvent(i);
      await writerStore.append(`fence-${randomUUID()}`, [event], { expectedRevision: 'no_stream' });
      sent.set(event.eventId, performance.now());
    }
    const deadline = performance.now() + 5000;
    const allArrived = () => readers.every((r) => [...sent.keys()].every((id) => r.arrivals.has(id)));
    while (performance.now() < deadline && !allArrived()) await sleep(20);
    return new Map(
      readers.map((r) => [r.pollMs, [...sent].map(([id, at]) => (r.arrivals.has(id) ? Math.max(0, r.arrivals.get(id)! - at) : undefined))]),
    );
  } finally {
    for (const r of readers) {
      await r.subscription.stop();
      await r.store.close();
      await r.db.close();
    }
    await writerStore.close();
    await database.close();
  }
}

import { performance } from 'node:perf_hooks';
import { PostgresEventStore, type RecordedEvent } from '@parcel/event-store';
import { connectPostgres } from '@parcel/platform';
import { withClient } from './bench-db.js';
import { sampleEvent } from './sample-event.js';

export interface CatchUpMeasurement {
  readonly events: number;
  readonly fillEventsPerSecond: number;
  readonly eventsPerSecond: number;
  readonly seconds: number;
}

/** Appends `total` events in batches of `batch` through the store, from `writers` concurrent writers. */
export async function fillStore(url: string, total: number, batch = 1000, writers = 2): Promise<number> {
  const database = connectPostgres(url, { maxConnections: writers });
  const store = await PostgresEventStore.create({ db: database.db });
  const started = performance.now();
  let next = 0;
  let sequence = 0;
  try {
    await Promise.all(
      Array.from({ length: writers }, async () => {
        while (next < total) {
          const size = Math.min(batch, total - next);
          next += size;
          const events = Array.from({ length: size }, () => sampleEvent(sequence++));
          await store.append(`fill-${sequence}`, events, { expectedRevision: 'no_stream' });
        }
      }),
    );
  } finally {
    await store.close();
    await database.close();
  }
  return total / ((performance.now() - started) / 1000);
}

/**
 * Times a subscribeToAll from the start until `total` events are delivered. The
 * handler only counts, so this is the store's delivery rate (query, transfer,
 * JSON parsing of data and metadata), not a projection's.
 */
export async function measureCatchUp(url: string, total: number, batchSize: number, options: { vacuum: boolean }): Promise<{ eventsPerSecond: number; seconds: number }> {
  if (options.vacuum) await withClient(url, (c) => c.query('VACUUM ANALYZE es_events'));
  const database = connectPostgres(url, { maxConnections: 2 });
  const store = await PostgresEventStore.create({ db: database.db, pollIntervalMs: 50 });
  try {
    let delivered = 0;
    let finish: () => void = () => {};
    const all = new Promise<void>((resolve) => (finish = resolve));
    let failure: unknown;
    const started = performance.now();
    const subscription = store.subscribeToAll({ batchSize, onError: (e) => ((failure = e), finish()) }, async (events: RecordedEvent[]) => {
      delivered += events.length;
      if (delivered >= total) finish();
    });
    await all;
    const seconds = (performance.now() - started) / 1000;
    await subscription.stop();
    if (failure) throw failure;
    return { eventsPerSecond: delivered / seconds, seconds };
  } finally {
    await store.close();
    await database.close();
  }
}

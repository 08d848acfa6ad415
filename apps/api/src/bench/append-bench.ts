import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'kysely';
import { appendStatement, PostgresEventStore, type NewEvent } from '@parcel/event-store';
import { connectPostgres } from '@parcel/platform';
import { sampleEvent } from './sample-event.js';
import { withClient } from './bench-db.js';
import { percentile } from './stats.js';

export interface AppendScenario {
  readonly label: string;
  readonly writers: number;
  /** Events per append. */
  readonly batch: number;
}

export const SCENARIOS: readonly AppendScenario[] = [
  { label: '1 writer, single-event appends', writers: 1, batch: 1 },
  { label: '4 writers, single-event appends', writers: 4, batch: 1 },
  { label: '16 writers, single-event appends', writers: 16, batch: 1 },
  { label: '4 writers, 100-event batches', writers: 4, batch: 100 },
];

export interface AppendMeasurement {
  /** Appends (calls) per second; for batches each call holds `batch` events. */
  readonly appendsPerSecond: number;
  readonly eventsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

/** Appends `events` to `streamId` whose last revision is `lastRevision` (-1: new stream). */
type Append = (streamId: string, events: readonly (NewEvent & { eventId: string })[], lastRevision: number) => Promise<void>;

/** A way of writing events, opened with a pool of `writers` connections. */
export interface AppendTarget {
  readonly name: string;
  open(url: string, writers: number): Promise<{ append: Append; close(): Promise<void> }>;
}

/** The real adapter: PostgresEventStore over kysely, exact expected revision. */
export const storeTarget: AppendTarget = {
  name: 'store',
  async open(url, writers) {
    const database = connectPostgres(url, { maxConnections: writers });
    const store = await PostgresEventStore.create({ db: database.db, query: database.query });
    await Promise.all(Array.from({ length: writers }, () => sql`SELECT 1`.execute(database.db)));
    return {
      append: async (streamId, events, last) => {
        await store.append(streamId, events, { expectedRevision: last === -1 ? 'no_stream' : last });
      },
      close: async () => {
        await store.close();
        await database.close();
      },
    };
  },
};

const PLAIN_TABLE = 'bench_plain_events';

/**
 * es_events' columns, indexes and constraints, taken from the installed table
 * itself; only the position sequence is its own.
 */
export async function createPlainTable(url: string): Promise<void> {
  await withClient(url, async (c) => {
    await c.query(`CREATE TABLE IF NOT EXISTS ${PLAIN_TABLE} (LIKE es_events INCLUDING ALL EXCLUDING DEFAULTS)`);
    await c.query(`CREATE SEQUENCE IF NOT EXISTS ${PLAIN_TABLE}_seq OWNED BY ${PLAIN_TABLE}.global_position`);
    await c.query(`ALTER TABLE ${PLAIN_TABLE} ALTER COLUMN global_position SET DEFAULT nextval('${PLAIN_TABLE}_seq')`);
  });
}

/** The baseline: a parameterised INSERT per event / one multi-row INSERT per batch, autocommit. */
export const plainTarget: AppendTarget = {
  name: 'plain INSERT',
  async open(url, writers) {
    const pool = await openPool(url, writers);
    return {
      append: async (streamId, events, last) => {
        const params: unknown[] = [];
        const rows = events.map((e, i) => {
          params.push(e.eventId, streamId, last + 1 + i, e.type, e.version ?? 1, JSON.stringify(e.data), JSON.stringify(e.metadata));
          const b = i * 7;
          return `(pg_current_xact_id()::text::bigint, $${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7})`;
        });
        await pool.query(
          `INSERT INTO ${PLAIN_TABLE} (transaction_id, event_id, stream_id, revision, type, version, data, metadata) VALUES ${rows.join(', ')}`,
          params,
        );
      },
      close: () => pool.end(),
    };
  },
};

/**
 * The store's own append statement sent over a raw pg Pool (no kysely, no
 * adapter), optionally as a named prepared statement: shows what kysely and
 * per-call planning cost.
 */
function rawStatementTarget(name: string, prepared: boolean): AppendTarget {
  return {
    name,
    async open(url, writers) {
      const pool = await openPool(url, writers);
      return {
        append: async (streamId, events, last) => {
          const rows = events.map((e) => ({ id: e.eventId!, type: e.type, version: e.version ?? 1, data: e.data, metadata: e.metadata }));
          const statement = appendStatement(streamId, last === -1 ? 'no_stream' : last, rows);
          const { rowCount } = await pool.query({
            ...(prepared ? { name: `bench_append_${last === -1 ? 'new' : 'exact'}` } : {}),
            text: statement.text,
            values: [...statement.values],
          });
          if (rowCount !== events.length) throw new Error(`wrong expected revision on ${streamId}`);
        },
        close: () => pool.end(),
      };
    },
  };
}

/** Diagnostic targets measured beside the store and the plain INSERT. */
export async function createAppendVariants(): Promise<AppendTarget[]> {
  return [rawStatementTarget('append statement, raw pg', false), rawStatementTarget('+ prepared statement', true)];
}

export interface Interleaving {
  /** Per slice, before counting: connections open, function plans cached. */
  readonly warmupMs: number;
  readonly sliceMs: number;
  /** Rounds; each target gets one slice per round, so it is measured rounds x sliceMs in all. */
  readonly rounds: number;
}

/**
 * Measures several targets on one scenario in alternating short slices (A B C, B C A,
 * ...), so load from anything else on the machine falls on all of them alike.
 * In each slice `writers` concurrent writers append `batch` events at a time,
 * each to its own new stream with the exact expected revision.
 */
export async function measureInterleaved(
  url: string,
  targets: readonly AppendTarget[],
  scenario: AppendScenario,
  timing: Interleaving,
): Promise<AppendMeasurement[]> {
  await withClient(url, (c) => c.query('CHECKPOINT'));
  const latencies = targets.map((): number[] => []);
  let sequence = 0;
  for (let round = 0; round < timing.rounds; round++) {
    for (let k = 0; k < targets.length; k++) {
      const index = (round + k) % targets.length;
      const { append, close } = await targets[index]!.open(url, scenario.writers);
      const run = randomBytes(4).toString('hex');
      const measureFrom = performance.now() + timing.warmupMs;
      const measureTo = measureFrom + timing.sliceMs;
      const writer = async (w: number) => {
        const streamId = `bench-${run}-${w}`;
        let last = -1;
        while (performance.now() < measureTo) {
          const events = Array.from({ length: scenario.batch }, () => sampleEvent(sequence++));
          const t0 = performance.now();
          await append(streamId, events, last);
          const t1 = performance.now();
          last += scenario.batch;
          // Appends completed inside the window count.
          if (t1 >= measureFrom && t1 <= measureTo) latencies[index]!.push(t1 - t0);
        }
      };
      try {
        await Promise.all(Array.from({ length: scenario.writers }, (_, w) => writer(w)));
      } finally {
        await close();
      }
    }
  }
  const seconds = (timing.rounds * timing.sliceMs) / 1000;
  return latencies.map((samples) => ({
    appendsPerSecond: samples.length / seconds,
    eventsPerSecond: (samples.length / seconds) * scenario.batch,
    p50Ms: percentile(samples, 50),
    p99Ms: percentile(samples, 99),
  }));
}

/** A pg Pool with all its connections already open. */
async function openPool(url: string, size: number): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: size });
  await Promise.all(Array.from({ length: size }, () => pool.query('SELECT 1')));
  return pool;
}

import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'kysely';
import { PostgresEventStore, type NewEvent } from '@parcel/event-store';
import { connectPostgres } from '@parcel/platform';
import { sampleEvent } from './sample-event.js';
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
    const store = await PostgresEventStore.create({ db: database.db });
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

/** es_events' columns, indexes and constraints, without the append function around it. */
export async function createPlainTable(url: string): Promise<void> {
  await withClient(url, async (c) => {
    await c.query(`CREATE TABLE IF NOT EXISTS ${PLAIN_TABLE} (
      global_position bigserial PRIMARY KEY,
      transaction_id bigint NOT NULL,
      event_id uuid NOT NULL,
      stream_id text NOT NULL,
      revision bigint NOT NULL,
      type text NOT NULL,
      version integer NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      CONSTRAINT ${PLAIN_TABLE}_event_id_key UNIQUE (event_id),
      CONSTRAINT ${PLAIN_TABLE}_stream_revision_key UNIQUE (stream_id, revision))`);
    await c.query(`CREATE INDEX IF NOT EXISTS ${PLAIN_TABLE}_order_idx ON ${PLAIN_TABLE} (transaction_id, global_position)`);
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
 * Calls an SQL append function (es_append or a variant of it) directly over a pg
 * Pool: the same statement the adapter sends, without kysely and the adapter.
 */
export function sqlFunctionTarget(name: string, fn: string, options: { prepared?: boolean } = {}): AppendTarget {
  return {
    name,
    async open(url, writers) {
      const pool = await openPool(url, writers);
      return {
        append: async (streamId, events, last) => {
          const payload = JSON.stringify(events.map((e) => ({ id: e.eventId, type: e.type, version: e.version ?? 1, data: e.data, metadata: e.metadata })));
          const { rows } = await pool.query<{ status: string }>({
            // A named statement is parsed and planned once per connection.
            ...(options.prepared ? { name: `bench_${fn}` } : {}),
            text: `SELECT * FROM ${fn}($1, $2, $3, $4::jsonb)`,
            values: [streamId, last === -1 ? 1 : 3, last === -1 ? null : last, payload],
          });
          if (rows[0]?.status !== 'ok') throw new Error(`${fn} answered ${rows[0]?.status}`);
        },
        close: () => pool.end(),
      };
    },
  };
}

/**
 * A prototype of an append without es_streams and without plpgsql: one INSERT ...
 * SELECT, sent as a named prepared statement, whose rows exist only if the
 * expected revision is the stream's last one; the unique (stream_id, revision)
 * constraint makes exactly one of two racing appends win (the loser gets a unique
 * violation the adapter would map to a wrong expected revision, as it already maps
 * the event id one to a retried append, whose lookup moves to that slow path).
 * Exact and no_stream only, which is all the bench uses.
 */
export const singleInsertTarget: AppendTarget = {
  name: 'one prepared INSERT (prototype)',
  async open(url, writers) {
    const pool = await openPool(url, writers);
    return {
      append: async (streamId, events, last) => {
        const payload = JSON.stringify(events.map((e) => ({ id: e.eventId, type: e.type, version: e.version ?? 1, data: e.data, metadata: e.metadata })));
        const { rowCount } = await pool.query({
          name: 'bench_single_insert',
          text: `INSERT INTO es_events (transaction_id, event_id, stream_id, revision, type, version, data, metadata)
                 SELECT pg_current_xact_id()::text::bigint, (e->>'id')::uuid, $1, $2::bigint + o, e->>'type', (e->>'version')::integer, e->'data', e->'metadata'
                   FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS t(e, o)
                  WHERE $2::bigint = -1 OR EXISTS (SELECT 1 FROM es_events x WHERE x.stream_id = $1 AND x.revision = $2::bigint)
                 RETURNING transaction_id, global_position`,
          values: [streamId, last, payload],
        });
        if (rowCount !== events.length) throw new Error(`wrong expected revision on ${streamId}`);
      },
      close: () => pool.end(),
    };
  },
};

const NOTIFY = /PERFORM pg_notify\([^;]*\);/;
const OK_RETURN = /RETURN QUERY SELECT 'ok'::text/;

/**
 * Diagnostic targets, called over a raw pg Pool (no kysely, no adapter): copies of
 * the installed es_append (so they follow whatever schema.ts installs) with
 * pg_notify inside the append transaction (the design before it was dropped),
 * and without it (plain and as a named prepared statement); then the
 * singleInsertTarget prototype. Throws when es_append no longer has the shape the
 * edits expect.
 */
export async function createAppendVariants(url: string): Promise<AppendTarget[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ def: string }>(`SELECT pg_get_functiondef('es_append'::regproc) AS def`);
    const edit = (def: string, pattern: RegExp, replacement: string) => {
      if (!pattern.test(def)) throw new Error(`es_append no longer contains ${pattern}`);
      return def.replace(pattern, replacement);
    };
    const base = rows[0]!.def.replace(NOTIFY, '');
    const install = async (name: string, def: string) => c.query(edit(def, /FUNCTION public\.es_append\(/, `FUNCTION public.${name}(`));
    await install('bench_append_notify', edit(base, OK_RETURN, `PERFORM pg_notify('es_appended', '');\n     $&`));
    await install('bench_append_no_notify', base);
    return [
      sqlFunctionTarget('pg_notify in the append', 'bench_append_notify'),
      sqlFunctionTarget('no pg_notify, raw pg', 'bench_append_no_notify'),
      sqlFunctionTarget('+ prepared statement', 'bench_append_no_notify', { prepared: true }),
      singleInsertTarget,
    ];
  });
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

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

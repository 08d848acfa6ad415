import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { WrongExpectedRevisionError } from '../errors.js';
import { runSubscription } from '../subscription-loop.js';
import {
  START,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../types.js';
import { WakeSignal } from '../wake-signal.js';
import { ensureEventStoreSchema } from './schema.js';

export interface PostgresEventStoreOptions {
  readonly db: Kysely<any>;
  /**
   * Called after every committed append, e.g. to send a wake-up cue to other
   * processes over the bus (they call `wakeUp()`).
   */
  readonly onAppended?: () => void;
  /** Polling fallback when no cue arrives. */
  readonly pollIntervalMs?: number;
}

interface EventRow {
  global_position: string | number;
  transaction_id: string | number;
  event_id: string;
  stream_id: string;
  revision: string | number;
  type: string;
  version: number;
  data: unknown;
  metadata: EventMetadata;
}

const MODES = { any: 0, no_stream: 1, stream_exists: 2 } as const;

function toRecorded(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    type: row.type,
    version: row.version,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: Number(row.revision),
    position: { commit: Number(row.transaction_id), prepare: Number(row.global_position) },
  };
}

const COLUMNS = sql.raw('global_position, transaction_id, event_id, stream_id, revision, type, version, data, metadata');

export class PostgresEventStore implements EventStore {
  private readonly wake = new WakeSignal();
  private readonly pollIntervalMs: number;

  private constructor(private readonly options: PostgresEventStoreOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
  }

  /** Creates the schema (idempotent). */
  static async create(options: PostgresEventStoreOptions): Promise<PostgresEventStore> {
    await ensureEventStoreSchema(options.db);
    return new PostgresEventStore(options);
  }

  /** A cue that events were appended elsewhere: subscriptions look now instead of at the next poll. */
  wakeUp(): void {
    this.wake.notify();
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const expected = options.expectedRevision ?? 'any';
    const mode = typeof expected === 'number' ? 3 : MODES[expected];
    const payload = JSON.stringify(
      events.map((e) => ({ id: e.eventId ?? randomUUID(), type: e.type, version: e.version ?? 1, data: e.data, metadata: e.metadata })),
    );
    const call = () =>
      sql<{ status: string; revision: string; transaction_id: string | null; global_position: string | null }>`
        SELECT * FROM es_append(${streamId}, ${mode}, ${typeof expected === 'number' ? expected : null}, ${payload}::jsonb)`.execute(
        this.options.db,
      );
    let result;
    try {
      result = await call();
    } catch (error) {
      // A concurrent retry of the same append lost the race on the event id: ask again.
      if ((error as { constraint?: string }).constraint !== 'es_events_event_id_key') throw error;
      result = await call();
    }
    const row = result.rows[0]!;
    if (row.status === 'wrong') throw new WrongExpectedRevisionError(streamId, expected, Number(row.revision));
    this.wake.notify();
    this.options.onAppended?.();
    return {
      nextRevision: Number(row.revision),
      position: { commit: Number(row.transaction_id), prepare: Number(row.global_position) },
    };
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision;
    const limit = options.maxCount ?? 2 ** 31 - 1;
    const bound =
      from === undefined ? sql`` : backwards ? sql`AND revision <= ${from}` : sql`AND revision >= ${from}`;
    const { rows } = await sql<EventRow>`
      SELECT ${COLUMNS} FROM es_events WHERE stream_id = ${streamId} ${bound}
      ORDER BY revision ${sql.raw(backwards ? 'DESC' : 'ASC')} LIMIT ${limit}`.execute(this.options.db);
    return rows.map(toRecorded);
  }

  /**
   * Reads committed events in (transaction id, position) order, but only those of
   * transactions older than every transaction still open: a transaction that
   * commits late can never slip in behind a reader's checkpoint.
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const from = options.from ?? START;
    const limit = options.maxCount ?? 1000;
    const types = options.filter?.eventTypes;
    const prefix = options.filter?.streamPrefix;
    const { rows } = await sql<EventRow>`
      SELECT ${COLUMNS} FROM es_events
       WHERE (transaction_id, global_position) > (${from.commit}, ${from.prepare})
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
         ${types ? sql`AND type = ANY(${[...types]}::text[])` : sql``}
         ${prefix !== undefined ? sql`AND starts_with(stream_id, ${prefix})` : sql``}
       ORDER BY transaction_id, global_position
       LIMIT ${limit}`.execute(this.options.db);
    return rows.map(toRecorded);
  }

  subscribeToAll(options: SubscribeOptions, handler: (events: RecordedEvent[]) => Promise<void>): Subscription {
    return runSubscription({
      options,
      handler,
      read: (from, maxCount) => this.readAll({ from, maxCount, filter: options.filter }),
      wake: this.wake,
      pollIntervalMs: this.pollIntervalMs,
    });
  }

  async close(): Promise<void> {}
}

import type { Kysely } from 'kysely';
import type { RecordedEvent } from '@parcel/event-store';
import type { ReadModelDatabase } from '../database.js';

/**
 * A read model: the event types it handles, the tables it owns, and how one
 * event changes its rows. `apply` must be deterministic (time comes from the
 * event's metadata, never the clock) and use only the query builder on `db`, so
 * a rebuild can run it against fresh tables in another schema.
 */
export interface Projection {
  readonly name: string;
  readonly eventTypes: readonly string[];
  readonly tables: readonly (keyof ReadModelDatabase & string)[];
  /** Returns the ids of the entities it changed (used for notifications). */
  apply(db: Kysely<ReadModelDatabase>, event: RecordedEvent): Promise<readonly string[]>;
  /**
   * Optional: a batch in one go (the same rows as applying each event in
   * turn), for read models that must rebuild fast. The runner and the rebuild
   * use it when present; a failing batch is still retried event by event.
   */
  applyBatch?(db: Kysely<ReadModelDatabase>, events: readonly RecordedEvent[], options?: BatchOptions): Promise<readonly string[]>;
  /**
   * Optional: fills, once a rebuild's replay is done, what the replay's
   * batches left alone (`replay: true`): totals over many rows are derived
   * from the replayed rows in one pass instead of being kept up batch by batch.
   */
  deriveAfterReplay?(db: Kysely<ReadModelDatabase>): Promise<void>;
  /**
   * Optional: the indexes a rebuild's replay looks rows up by. A rebuild
   * fills fresh tables with only these and the unique ones, and builds the
   * others once at the end; without the list it builds every index first.
   */
  readonly replayIndexes?: readonly string[];
}

export interface BatchOptions {
  /** A rebuild's replay into fresh tables: what `deriveAfterReplay` fills may be left alone. */
  readonly replay?: boolean;
}

/** Applies events in order: the projection's batch when it has one, else one event at a time. */
export async function applyEvents(
  projection: Projection,
  db: Kysely<ReadModelDatabase>,
  events: readonly RecordedEvent[],
  options: BatchOptions = {},
): Promise<readonly string[]> {
  if (events.length === 0) return [];
  if (projection.applyBatch) return projection.applyBatch(db, events, options);
  const changed: string[] = [];
  for (const event of events) changed.push(...(await projection.apply(db, event)));
  return changed;
}

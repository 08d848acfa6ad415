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
}

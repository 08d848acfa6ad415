import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

/** The one event type a log projection handles: each gets its own, so tests sharing a store stay apart. */
export const loggedEventType = (name: string): string => `TestEventLogged.${name}`;

export interface EventLogRow {
  readonly event_id: string;
  readonly stream_id: string;
  readonly position_commit: number;
  readonly position_prepare: number;
  readonly instance: string;
}

/** The two tables a log projection owns: one row per applied event, and a counter. */
export function eventLogTables(name: string): { readonly log: string; readonly counter: string } {
  return { log: `${name}_log`, counter: `${name}_counter` };
}

/** Creates the projection's tables (they are not part of the read-model migrations). */
export async function createEventLogTables(db: Kysely<any>, name: string): Promise<void> {
  const { log, counter } = eventLogTables(name);
  // No unique constraint on purpose: a duplicate apply must show up as a second row.
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(log)} (
    event_id uuid NOT NULL,
    stream_id text NOT NULL,
    position_commit bigint NOT NULL,
    position_prepare bigint NOT NULL,
    instance text NOT NULL)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(counter)} (id integer PRIMARY KEY, applied bigint NOT NULL)`.execute(db);
}

/**
 * A test-only projection that is deliberately NOT idempotent: every apply
 * inserts a row (event id, stream, position, which instance applied it) and
 * bumps a counter, so a duplicate apply leaves two rows and a gap leaves none.
 * It reports the event's stream as the changed entity.
 */
export function eventLogProjection(options: { name: string; instance: string }): Projection {
  const { log, counter } = eventLogTables(options.name);
  return {
    name: options.name,
    eventTypes: [loggedEventType(options.name)],
    // Its tables are not part of ReadModelDatabase; the runner and rebuild only need their names.
    tables: [log, counter] as unknown as Projection['tables'],
    async apply(typed, event: RecordedEvent) {
      const db = typed as unknown as Kysely<any>;
      await db
        .insertInto(log)
        .values({
          event_id: event.eventId,
          stream_id: event.streamId,
          position_commit: event.position.commit,
          position_prepare: event.position.prepare,
          instance: options.instance,
        })
        .execute();
      await db
        .insertInto(counter)
        .values({ id: 1, applied: 1 })
        .onConflict((c) => c.column('id').doUpdateSet({ applied: sql`${sql.ref(`${counter}.applied`)} + 1` }))
        .execute();
      return [event.streamId];
    },
  };
}

export interface EventLogState {
  readonly rows: EventLogRow[];
  readonly counter: number;
}

/** Everything the projection wrote, in the order it was applied. */
export async function readEventLog(db: Kysely<any>, name: string): Promise<EventLogState> {
  const { log, counter } = eventLogTables(name);
  const rows = (await db
    .selectFrom(log)
    .selectAll()
    .orderBy('position_commit')
    .orderBy('position_prepare')
    .execute()) as EventLogRow[];
  const count = await db.selectFrom(counter).select('applied').where('id', '=', 1).executeTakeFirst();
  return { rows, counter: Number(count?.applied ?? 0) };
}

/**
 * Compares the log with the events that were appended: ids applied more than
 * once, ids never applied, ids applied that nobody appended, and a counter that
 * disagrees with the number appended (null when it agrees).
 */
export function auditEventLog(log: EventLogState, appended: readonly string[]) {
  const seen = new Map<string, number>();
  for (const row of log.rows) seen.set(row.event_id, (seen.get(row.event_id) ?? 0) + 1);
  const expected = new Set(appended);
  return {
    problems: {
      duplicates: [...seen].filter(([, n]) => n > 1).map(([id]) => id),
      missing: appended.filter((id) => !seen.has(id)),
      unexpected: [...seen.keys()].filter((id) => !expected.has(id)),
      miscounted: log.counter === appended.length ? null : log.counter,
    },
    instances: [...new Set(log.rows.map((r) => r.instance))].sort(),
  };
}

/** What `auditEventLog(...).problems` is when every event was applied exactly once. */
export const EXACTLY_ONCE = { duplicates: [], missing: [], unexpected: [], miscounted: null };

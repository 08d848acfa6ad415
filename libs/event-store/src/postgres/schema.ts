import { sql, type Kysely } from 'kysely';

/**
 * The event store's own table, as plain SQL accepted by PostgreSQL 15 and by
 * PGlite (PostgreSQL 18). Optimistic concurrency rests on the unique
 * (stream_id, revision) key: of two writers taking the same next revision one
 * insert waits for the other and then fails. No NOTIFY: it serialises commits
 * server-wide (measured: 16 writers fell to a third of the plain-INSERT rate);
 * wake-up cues travel on the notification bus instead.
 */
const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS es_events (
     global_position bigserial PRIMARY KEY,
     transaction_id bigint NOT NULL,
     event_id uuid NOT NULL,
     stream_id text NOT NULL,
     revision bigint NOT NULL,
     type text NOT NULL,
     version integer NOT NULL,
     data jsonb NOT NULL,
     metadata jsonb NOT NULL,
     CONSTRAINT es_events_event_id_key UNIQUE (event_id),
     CONSTRAINT es_events_stream_revision_key UNIQUE (stream_id, revision)
   )`,
  `CREATE INDEX IF NOT EXISTS es_events_order_idx ON es_events (transaction_id, global_position)`,
  // A reader of rare types (most read models) finds its few events after its checkpoint here instead of walking
  // the order index to the end of the log on every poll (seen: 1.6 s a poll at a million parcels).
  `CREATE INDEX IF NOT EXISTS es_events_type_order_idx ON es_events (type, transaction_id, global_position)`,
];

export async function ensureEventStoreSchema(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Two processes starting at once must not race on CREATE.
    await sql`SELECT pg_advisory_xact_lock(hashtext('es_schema'))`.execute(trx);
    for (const statement of STATEMENTS) await sql.raw(statement).execute(trx);
  });
}

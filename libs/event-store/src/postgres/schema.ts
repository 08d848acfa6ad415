import { sql, type Kysely } from 'kysely';

/**
 * The event store's own tables. Written as plain SQL accepted by PostgreSQL 15
 * and by PGlite (PostgreSQL 18). The append is one function call, so a write is
 * one round trip.
 */
const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS es_streams (
     stream_id text PRIMARY KEY,
     revision bigint NOT NULL
   )`,
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
  // p_mode: 0 any, 1 no_stream, 2 stream_exists, 3 exact (p_expected).
  // Returns status 'ok' | 'duplicate' | 'wrong', the stream revision, and for
  // ok/duplicate the transaction id and global position of the last event.
  `CREATE OR REPLACE FUNCTION es_append(p_stream text, p_mode integer, p_expected bigint, p_events jsonb)
   RETURNS TABLE (status text, revision bigint, transaction_id bigint, global_position bigint)
   LANGUAGE plpgsql AS $fn$
   DECLARE
     n integer := jsonb_array_length(p_events);
     cur bigint;
     xid bigint;
     last_pos bigint;
   BEGIN
     -- A retried append (same first event id) answers as the original did.
     SELECT e.revision, e.transaction_id, e.global_position INTO cur, xid, last_pos
       FROM es_events e
      WHERE e.event_id = (p_events->(n - 1)->>'id')::uuid AND e.stream_id = p_stream;
     IF FOUND THEN
       RETURN QUERY SELECT 'duplicate'::text, cur, xid, last_pos;
       RETURN;
     END IF;

     IF p_mode = 1 THEN
       INSERT INTO es_streams AS s (stream_id, revision) VALUES (p_stream, n - 1)
         ON CONFLICT (stream_id) DO NOTHING RETURNING s.revision INTO cur;
     ELSIF p_mode = 2 THEN
       UPDATE es_streams s SET revision = s.revision + n WHERE s.stream_id = p_stream RETURNING s.revision INTO cur;
     ELSIF p_mode = 3 THEN
       UPDATE es_streams s SET revision = s.revision + n
        WHERE s.stream_id = p_stream AND s.revision = p_expected RETURNING s.revision INTO cur;
     ELSE
       INSERT INTO es_streams AS s (stream_id, revision) VALUES (p_stream, n - 1)
         ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + n RETURNING s.revision INTO cur;
     END IF;

     IF cur IS NULL THEN
       SELECT s.revision INTO cur FROM es_streams s WHERE s.stream_id = p_stream;
       RETURN QUERY SELECT 'wrong'::text, coalesce(cur, -1), NULL::bigint, NULL::bigint;
       RETURN;
     END IF;

     xid := pg_current_xact_id()::text::bigint;
     INSERT INTO es_events (transaction_id, event_id, stream_id, revision, type, version, data, metadata)
       SELECT xid, (e->>'id')::uuid, p_stream, cur - n + o, e->>'type', (e->>'version')::integer, e->'data', e->'metadata'
         FROM jsonb_array_elements(p_events) WITH ORDINALITY AS t(e, o);
     last_pos := currval(pg_get_serial_sequence('es_events', 'global_position'));
     RETURN QUERY SELECT 'ok'::text, cur, xid, last_pos;
   END
   $fn$`,
];

export async function ensureEventStoreSchema(db: Kysely<any>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Two processes starting at once must not race on CREATE.
    await sql`SELECT pg_advisory_xact_lock(hashtext('es_schema'))`.execute(trx);
    for (const statement of STATEMENTS) await sql.raw(statement).execute(trx);
  });
}

import type { ExpectedRevision } from '../types.js';

export interface EventRowInput {
  readonly id: string;
  readonly type: string;
  readonly version: number;
  readonly data: unknown;
  readonly metadata: unknown;
}

export interface AppendStatement {
  /** Stable per shape, so a server can keep it prepared. */
  readonly name: string;
  readonly text: string;
  readonly values: readonly unknown[];
}

const INSERT = `INSERT INTO es_events (transaction_id, event_id, stream_id, revision, type, version, data, metadata)
SELECT pg_current_xact_id()::text::bigint, (e->>'id')::uuid, $1, base.revision + t.o, e->>'type', (e->>'version')::integer, e->'data', e->'metadata'
  FROM base, jsonb_array_elements($2::jsonb) WITH ORDINALITY AS t(e, o)
RETURNING revision, transaction_id, global_position`;

const CURRENT = `(SELECT max(revision) AS revision FROM es_events WHERE stream_id = $1)`;

/**
 * One INSERT per append: the first new revision comes from the expectation
 * (exact, no_stream) or from the stream's current last revision (any,
 * stream_exists). A stale expectation inserts nothing (exact) or hits the
 * unique (stream_id, revision) key; the caller tells these apart.
 */
export function appendStatement(streamId: string, expected: ExpectedRevision, events: readonly EventRowInput[]): AppendStatement {
  const payload = JSON.stringify(events);
  if (expected === 'no_stream') {
    return { name: 'es_append_no_stream', text: `WITH base AS (SELECT -1::bigint AS revision) ${INSERT}`, values: [streamId, payload] };
  }
  if (expected === 'any') {
    return {
      name: 'es_append_any',
      text: `WITH base AS (SELECT coalesce(c.revision, -1) AS revision FROM ${CURRENT} c) ${INSERT}`,
      values: [streamId, payload],
    };
  }
  if (expected === 'stream_exists') {
    return {
      name: 'es_append_stream_exists',
      text: `WITH base AS (SELECT c.revision FROM ${CURRENT} c WHERE c.revision IS NOT NULL) ${INSERT}`,
      values: [streamId, payload],
    };
  }
  // Exact: the expected revision must be the stream's last; the event after it must not exist yet (unique key).
  return {
    name: 'es_append_exact',
    text: `WITH base AS (SELECT $3::bigint AS revision WHERE EXISTS (SELECT 1 FROM es_events WHERE stream_id = $1 AND revision = $3)) ${INSERT}`,
    values: [streamId, payload, expected],
  };
}

export const CURRENT_REVISION_SQL = `SELECT coalesce(max(revision), -1) AS revision FROM es_events WHERE stream_id = $1`;
export const FIND_EVENT_SQL = `SELECT revision, transaction_id, global_position FROM es_events WHERE event_id = $1::uuid AND stream_id = $2`;

/**
 * Many streams in one statement (appendMany): each stream's events at its
 * exact expected revision (-1: a new stream). A stream whose expectation does
 * not hold inserts nothing (the caller reports it); one whose next revision
 * another writer took makes the whole statement fail on the unique key (the
 * caller then appends one stream at a time). Rows go in by stream id, so two
 * racing statements over the same streams take the unique keys in one order:
 * one waits for the other and fails on the key, never a deadlock.
 */
export const APPEND_MANY_SQL = `WITH input AS (
  SELECT a->>'stream' AS stream_id, (a->>'expected')::bigint AS expected, a->'events' AS events, x.ord
  FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(a, ord)
), ready AS (
  SELECT i.* FROM input i
  WHERE CASE WHEN i.expected = -1 THEN NOT EXISTS (SELECT 1 FROM es_events WHERE stream_id = i.stream_id)
             ELSE EXISTS (SELECT 1 FROM es_events WHERE stream_id = i.stream_id AND revision = i.expected) END
)
INSERT INTO es_events (transaction_id, event_id, stream_id, revision, type, version, data, metadata)
SELECT pg_current_xact_id()::text::bigint, (e->>'id')::uuid, r.stream_id, r.expected + t.o, e->>'type', (e->>'version')::integer, e->'data', e->'metadata'
  FROM ready r, jsonb_array_elements(r.events) WITH ORDINALITY AS t(e, o)
  ORDER BY r.stream_id, t.o
RETURNING stream_id, revision, transaction_id, global_position`;

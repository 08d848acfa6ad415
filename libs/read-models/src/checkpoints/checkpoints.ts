import { sql, type Kysely } from 'kysely';
import { START, type Position } from '@parcel/event-store';
import type { ReadModelDatabase } from '../database.js';

export async function readCheckpoint(db: Kysely<ReadModelDatabase>, name: string): Promise<Position> {
  await db
    .insertInto('projection_checkpoints')
    .values({ name, position_commit: START.commit, position_prepare: START.prepare })
    .onConflict((c) => c.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('projection_checkpoints').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  return { commit: Number(row.position_commit), prepare: Number(row.position_prepare) };
}

export async function readCheckpoints(db: Kysely<ReadModelDatabase>, names: readonly string[]): Promise<Map<string, Position>> {
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom('projection_checkpoints').selectAll().where('name', 'in', names).execute();
  return new Map(rows.map((r) => [r.name, { commit: Number(r.position_commit), prepare: Number(r.position_prepare) }]));
}

/**
 * Compare-and-set, first statement of the batch transaction: it takes the
 * checkpoint row lock before any row is touched (so a rebuild swap and a live
 * batch cannot deadlock) and fails when another instance moved the checkpoint.
 */
export async function advanceCheckpoint(
  db: Kysely<ReadModelDatabase>,
  name: string,
  expected: Position,
  next: Position,
): Promise<boolean> {
  const result = await db
    .updateTable('projection_checkpoints')
    .set({ position_commit: next.commit, position_prepare: next.prepare })
    .where('name', '=', name)
    .where('position_commit', '=', expected.commit)
    .where('position_prepare', '=', expected.prepare)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Locks the checkpoint row for the rest of the transaction and returns it. */
export async function lockCheckpoint(db: Kysely<ReadModelDatabase>, name: string): Promise<Position> {
  const { rows } = await sql<{ position_commit: string; position_prepare: string }>`
    SELECT position_commit, position_prepare FROM projection_checkpoints WHERE name = ${name} FOR UPDATE`.execute(db);
  const row = rows[0];
  return row ? { commit: Number(row.position_commit), prepare: Number(row.position_prepare) } : START;
}

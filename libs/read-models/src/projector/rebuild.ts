import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { START, formatPosition, type EventStore, type Position, type RecordedEvent } from '@parcel/event-store';
import { readModelSubject, type NotificationBus } from '@parcel/platform';
import type { ReadModelDb } from '../database.js';
import { lockCheckpoint, readCheckpoint } from '../checkpoints/checkpoints.js';
import { applyEvents, type Projection } from './projection.js';
import { createShadowIndex, createShadowTable, describeTables, swapIn, type ShadowIndex } from './shadow-tables.js';

export interface RebuildResult {
  readonly events: number;
  readonly position: Position;
}

/**
 * Replays a projection from the first event into fresh tables in a scratch
 * schema, then swaps the tables in within one transaction that holds the
 * checkpoint row: readers see the old rows until the commit, and a live
 * instance's next batch fails its compare-and-set and resumes from the new
 * checkpoint. The fresh tables are filled unlogged, with the unique indexes
 * and the projection's replayIndexes only; the other indexes are built once,
 * after the replay (shadow-tables.ts), as are the totals the projection
 * derives from the replayed rows (`deriveAfterReplay`).
 */
export async function rebuildProjection(args: {
  db: ReadModelDb;
  store: EventStore;
  projection: Projection;
  batchSize?: number;
  onProgress?: (events: number) => void;
  /** Told once the new rows are in, so open screens refresh. */
  bus?: NotificationBus;
}): Promise<RebuildResult> {
  const { db, store, projection, batchSize = 4000, onProgress, bus } = args;
  // Unique even for two rebuilds started in the same millisecond.
  const shadow = `rebuild_${projection.name}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await readCheckpoint(db, projection.name);
  await sql`CREATE SCHEMA ${sql.id(shadow)}`.execute(db);
  try {
    const tables = await describeTables(db, shadow, projection.tables);
    const early = (index: ShadowIndex) => index.unique || (projection.replayIndexes?.includes(index.name) ?? true);
    const indexes = tables.flatMap((t) => t.indexes);
    const unknown = projection.replayIndexes?.filter((name) => !indexes.some((i) => i.name === name)) ?? [];
    // A misspelt name would only make the replay slow: say so instead.
    if (unknown.length > 0) throw new Error(`${projection.name}: replayIndexes not found on its tables: ${unknown.join(', ')}`);
    for (const table of tables) await createShadowTable(db, shadow, table);
    for (const index of indexes.filter(early)) await createShadowIndex(db, shadow, index);
    let position: Position = START;
    let count = 0;
    const read = (from: Position): Promise<RecordedEvent[]> =>
      store.readAll({ from, maxCount: batchSize, filter: { eventTypes: projection.eventTypes } });
    const replay = async (target: ReadModelDb) => {
      // The next batch is read while this one is written (two connections): reading and writing overlap.
      let events = await read(position);
      while (events.length > 0) {
        const last = events[events.length - 1]!.position;
        const next = read(last);
        // A failed write must not leave the read's rejection unhandled.
        next.catch(() => undefined);
        await target.transaction().execute(async (trx) => {
          // Nothing here outlives a crash anyway (the shadow tables are thrown away): no wait for the commit's flush.
          await sql`SET LOCAL synchronous_commit = off`.execute(trx);
          await applyEvents(projection, trx.withSchema(shadow), events, { replay: true });
        });
        position = last;
        count += events.length;
        onProgress?.(count);
        events = await next;
      }
    };
    await replay(db);
    await projection.deriveAfterReplay?.(db.withSchema(shadow));
    // Written once to the WAL as whole tables, then the deferred indexes are built over the filled rows.
    for (const table of tables) await sql`ALTER TABLE ${sql.id(shadow, table.name)} SET LOGGED`.execute(db);
    for (const index of indexes.filter((i) => !early(i))) await createShadowIndex(db, shadow, index);
    // Vacuumed as well as analysed: the visibility map lets the first readers of the swapped-in tables scan indexes only.
    for (const table of tables) await sql`VACUUM (ANALYZE) ${sql.id(shadow, table.name)}`.execute(db);
    await db.transaction().execute(async (trx) => {
      await lockCheckpoint(trx, projection.name);
      // Events appended while replaying: apply them inside the swap transaction.
      const scoped = trx.withSchema(shadow);
      for (;;) {
        const events = await store.readAll({ from: position, maxCount: batchSize, filter: { eventTypes: projection.eventTypes } });
        if (events.length === 0) break;
        await applyEvents(projection, scoped, events);
        position = events[events.length - 1]!.position;
        count += events.length;
      }
      for (const table of projection.tables) await swapIn(trx, shadow, table);
      await trx
        .updateTable('projection_checkpoints')
        .set({ position_commit: position.commit, position_prepare: position.prepare })
        .where('name', '=', projection.name)
        .execute();
    });
    bus?.publish(readModelSubject(projection.name), { readModel: projection.name, ids: [], position: formatPosition(position) });
    return { events: count, position };
  } finally {
    await sql`DROP SCHEMA IF EXISTS ${sql.id(shadow)} CASCADE`.execute(db);
  }
}

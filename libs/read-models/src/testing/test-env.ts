import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { PostgresEventStore, type EventMetadata, type Position } from '@parcel/event-store';
import { connectPostgres, type Database } from '@parcel/platform';
import { createTestDatabase, type TestDatabase } from '@parcel/platform/testing';
import { migrateReadModels } from '../migrations.js';

/** A fresh database with the event store schema and the read-model tables. */
export interface ReadModelTestEnv {
  readonly testDb: TestDatabase;
  readonly database: Database;
  readonly store: PostgresEventStore;
  /** Extra connections opened with `connect()`, closed with the rest. */
  connect(): Database;
  close(): Promise<void>;
}

export async function openReadModelTestEnv(prefix: string): Promise<ReadModelTestEnv> {
  const testDb = await createTestDatabase(prefix);
  const database = connectPostgres(testDb.url);
  const store = await PostgresEventStore.create({ db: database.db, query: database.query, pollIntervalMs: 100 });
  await migrateReadModels(database.db);
  const extra: Database[] = [];
  return {
    testDb,
    database,
    store,
    connect: () => {
      const connection = connectPostgres(testDb.url);
      extra.push(connection);
      return connection;
    },
    close: async () => {
      await store.close().catch(() => undefined);
      for (const connection of extra) await connection.close().catch(() => undefined);
      await database.close().catch(() => undefined);
      await testDb.drop();
    },
  };
}

export function testMetadata(recordedAt: string, overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    userId: null,
    role: null,
    workstation: null,
    warehouse: null,
    recordedAt,
    ...overrides,
  };
}

/** The position of the last stored event of these types (START when there is none). */
export async function lastEventPosition(db: Kysely<any>, eventTypes: readonly string[]): Promise<Position> {
  const { rows } = await sql<{ transaction_id: string; global_position: string }>`
    SELECT transaction_id, global_position FROM es_events WHERE type = ANY(${[...eventTypes]}::text[])
     ORDER BY transaction_id DESC, global_position DESC LIMIT 1`.execute(db);
  const row = rows[0];
  return row ? { commit: Number(row.transaction_id), prepare: Number(row.global_position) } : { commit: -1, prepare: -1 };
}

/** The stored checkpoint of a projection, without creating it. */
export async function storedCheckpoint(db: Kysely<any>, name: string): Promise<Position | undefined> {
  const row = await db.selectFrom('projection_checkpoints').selectAll().where('name', '=', name).executeTakeFirst();
  return row ? { commit: Number(row.position_commit), prepare: Number(row.position_prepare) } : undefined;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const randomBetween = (min: number, max: number): number => min + Math.floor(Math.random() * (max - min + 1));

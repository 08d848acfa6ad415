/**
 * One projection running against a real PostgreSQL for a test file (a helper, not a spec:
 * *.testing.ts stays out of the build and out of the test run).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import type { EventMetadata } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';
import { ProjectionRunner } from '../projector/projection-runner.js';
import { RecordingBus } from './recording-bus.js';
import { snapshotTables, type TableSnapshot } from './snapshot.js';
import { lastEventPosition, openReadModelTestEnv, storedCheckpoint, type ReadModelTestEnv } from './test-env.js';

/** An event as recorded in a fixture: what the store held, without its position. */
export interface FixtureEvent {
  readonly eventId: string;
  readonly streamId: string;
  readonly type: string;
  readonly version: number;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

/** A JSON fixture from the `fixtures` folder beside the spec (`base` = its import.meta.url). */
export const readFixture = <T>(base: string, name: string): T => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, base), 'utf8')) as T;

/** Rows of one table sorted by their first column (the table's key). */
export const byKey = (rows: readonly Record<string, unknown>[]) =>
  [...rows].sort((a, b) => String(Object.values(a)[0]).localeCompare(String(Object.values(b)[0])));

export interface ProjectionSuite {
  readonly env: ReadModelTestEnv;
  readonly bus: RecordingBus;
  /** Resolves when the projection's checkpoint has reached the store's last event of its types. */
  caughtUp(): Promise<void>;
  /** The rows of these entities in every table of the read model (matched on `ownerColumn`, else `id`). */
  rowsOf(ids: readonly (string | number)[], ownerColumn: string): Promise<TableSnapshot>;
}

/** Opens a fresh read-model database and runs the projection in small batches for the file's tests. */
export function projectionSuite(projection: Projection, databaseName: string): ProjectionSuite {
  let env: ReadModelTestEnv;
  let runner: ProjectionRunner;
  const bus = new RecordingBus();

  beforeAll(async () => {
    env = await openReadModelTestEnv(databaseName);
    runner = new ProjectionRunner({ database: env.database, store: env.store, bus, projection, batchSize: 7, standbyRetryMs: 100 });
    runner.start();
  });

  afterAll(async () => {
    await runner?.stop();
    await env?.close();
  });

  return {
    get env() {
      return env;
    },
    bus,
    async caughtUp() {
      const last = await lastEventPosition(env.database.db, projection.eventTypes);
      await expect.poll(() => storedCheckpoint(env.database.db, projection.name), { timeout: 10_000, interval: 50 }).toEqual(last);
    },
    async rowsOf(ids, ownerColumn) {
      const wanted = new Set(ids.map(String));
      const all = await snapshotTables(env.database.db, projection.tables);
      const mine = (row: Record<string, unknown>) => wanted.has(String(row[ownerColumn] ?? row['id']));
      return Object.fromEntries(Object.entries(all).map(([table, rows]) => [table, byKey(rows.filter(mine))]));
    },
  };
}

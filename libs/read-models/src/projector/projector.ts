import type { EventStore } from '@parcel/event-store';
import type { Database, NotificationBus } from '@parcel/platform';
import { migrateReadModels } from '../migrations/index.js';
import type { Projection } from './projection.js';
import { ProjectionRunner, type RunnerOptions } from './projection-runner.js';
import { PROJECTIONS } from './registry.js';

export interface Projector {
  readonly runners: readonly ProjectionRunner[];
  stop(): Promise<void>;
}

/** Migrates the read-model tables and starts one runner per projection. */
export async function startProjector(args: {
  database: Database;
  store: EventStore;
  bus: NotificationBus;
  projections?: readonly Projection[];
  log?: (message: string) => void;
  runner?: Partial<Pick<RunnerOptions, 'batchSize' | 'standbyRetryMs' | 'beforeCommit'>>;
}): Promise<Projector> {
  await migrateReadModels(args.database.db);
  const runners = (args.projections ?? PROJECTIONS).map(
    (projection) =>
      new ProjectionRunner({ database: args.database, store: args.store, bus: args.bus, projection, log: args.log, ...args.runner }),
  );
  for (const runner of runners) runner.start();
  return {
    runners,
    stop: async () => {
      await Promise.all(runners.map((r) => r.stop()));
    },
  };
}

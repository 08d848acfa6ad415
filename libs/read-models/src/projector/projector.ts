import type { EventStore } from '@parcel/event-store';
import type { Database, NotificationBus } from '@parcel/platform';
import type { Projection } from './projection.js';
import { ProjectionRunner, type RunnerOptions } from './projection-runner.js';
import { PROJECTIONS } from '../areas.js';

export interface Projector {
  readonly runners: readonly ProjectionRunner[];
  stop(): Promise<void>;
}

/** Starts one runner per projection (the caller has migrated the read-model tables). */
export function startProjector(args: {
  database: Database;
  store: EventStore;
  bus: NotificationBus;
  projections?: readonly Projection[];
  log?: (message: string) => void;
  runner?: Partial<Pick<RunnerOptions, 'batchSize' | 'standbyRetryMs' | 'beforeCommit'>>;
}): Projector {
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

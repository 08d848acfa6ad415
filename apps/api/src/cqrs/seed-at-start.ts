import { WrongExpectedRevisionError, comparePositions, type Position } from '@parcel/event-store';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { logger } from '../shared/logger.js';
import type { ReadModelWaiter } from './read-model-waiter.js';

/** What recording one seeded item did: the events it defined and where the last one stands (0: it was there already). */
export interface SeedStep {
  readonly defined: number;
  readonly position: Position | undefined;
}

export interface SeedAtStart<T> {
  /** For the log line: "Seeded N <what>". */
  readonly what: string;
  readonly items: readonly T[];
  /** The read model the first requests read the seeded rows from. */
  readonly readModel: string;
  readonly infra: Infrastructure;
  readonly waiter: ReadModelWaiter;
  readonly record: (item: T) => Promise<SeedStep>;
  /** A replica starting beside this one recorded the item in between (default: a wrong expected revision). */
  readonly lostRace?: (error: unknown, item: T) => Promise<boolean> | boolean;
}

/**
 * Reference data recorded at every start where it is missing (the seeders):
 * each item in turn, a lost race with another replica skipped, then one log
 * line and, with the in-process projector, a wait for the read model, so the
 * first requests after the start find the rows. Answers how many events it
 * defined.
 */
export async function seedAtStart<T>(seed: SeedAtStart<T>): Promise<number> {
  const lostRace = seed.lostRace ?? ((error: unknown) => error instanceof WrongExpectedRevisionError);
  let defined = 0;
  let last: Position | undefined;
  for (const item of seed.items) {
    try {
      const step = await seed.record(item);
      defined += step.defined;
      if (step.position && (!last || comparePositions(step.position, last) > 0)) last = step.position;
    } catch (error) {
      if (!(await lostRace(error, item))) throw error;
    }
  }
  if (defined > 0) logger.info(`Seeded ${defined} ${seed.what}`);
  if (last && seed.infra.projector) await seed.waiter.waitFor([seed.readModel], last, 10_000);
  return defined;
}

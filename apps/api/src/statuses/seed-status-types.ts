import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SEEDED_STATUS_TYPES, initialStatusTypeState, seedStatusType, statusTypeStream } from '@parcel/domain';
import { WrongExpectedRevisionError, comparePositions, type Position } from '@parcel/event-store';
import { STATUS_TYPES } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { systemContext } from '../cqrs/command-context.js';
import { EventSourced } from '../cqrs/event-sourced.js';
import { ReadModelWaiter } from '../cqrs/read-model-waiter.js';
import { logger } from '../shared/logger.js';
import { INFRA } from '../shared/tokens.js';

/**
 * The seeded status-type catalogue, defined at every start where it is
 * missing (it is reference data the other areas rely on, not demo data). A
 * type whose stream exists is left as it is (an admin may have renamed it).
 * Replicas starting together append the same events: the event ids derive
 * from the type's id, so the second append is the same append, and a stream
 * that appeared in between is a lost race, not an error.
 */
@Injectable()
export class StatusTypesSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed();
  }

  /** Defines every missing seeded type; answers how many this call defined. */
  async seed(): Promise<number> {
    const context = systemContext();
    let defined = 0;
    let last: Position | undefined;
    for (const seeded of SEEDED_STATUS_TYPES) {
      const stream = statusTypeStream(seeded.id);
      const [existing] = await this.es.readStream(stream, 1);
      if (existing) continue;
      try {
        const events = seedStatusType(initialStatusTypeState, seeded);
        const position = await this.es.append(stream, -1, events, context, { idempotencyKey: `seed-${stream}` });
        if (position && (!last || comparePositions(position, last) > 0)) last = position;
        defined++;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    if (defined > 0) logger.info(`Seeded ${defined} status types`);
    // The first requests after the start read the catalogue: let the in-process projector catch up first.
    if (last && this.infra.projector) await this.waiter.waitFor([STATUS_TYPES], last, 10_000);
    return defined;
  }
}

import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SEEDED_STATUS_TYPES, initialStatusTypeState, seedStatusType, statusTypeStream } from '@parcel/domain';
import { STATUS_TYPES } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { systemContext } from '../cqrs/command-context.js';
import { EventSourced } from '../cqrs/event-sourced.js';
import { ReadModelWaiter } from '../cqrs/read-model-waiter.js';
import { seedAtStart } from '../cqrs/seed-at-start.js';
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
  seed(): Promise<number> {
    const context = systemContext();
    return seedAtStart({
      what: 'status types',
      items: SEEDED_STATUS_TYPES,
      readModel: STATUS_TYPES,
      infra: this.infra,
      waiter: this.waiter,
      record: async (seeded) => {
        const stream = statusTypeStream(seeded.id);
        const [existing] = await this.es.readStream(stream, 1);
        if (existing) return { defined: 0, position: undefined };
        const events = seedStatusType(initialStatusTypeState, seeded);
        return { defined: 1, position: await this.es.append(stream, -1, events, context, { idempotencyKey: `seed-${stream}` }) };
      },
    });
  }
}

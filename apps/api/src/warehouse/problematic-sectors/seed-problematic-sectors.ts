import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DomainError, decideCreateSector, SEEDED_SECTORS, seededSectorDetails } from '@parcel/domain';
import { WrongExpectedRevisionError } from '@parcel/event-store';
import { PROBLEMATIC_SECTORS } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { systemContext } from '../../cqrs/command-context.js';
import { ReadModelWaiter } from '../../cqrs/read-model-waiter.js';
import { seedAtStart } from '../../cqrs/seed-at-start.js';
import { INFRA } from '../../shared/tokens.js';
import { ProblematicSectorStreams } from './problematic-sector-streams.js';

/**
 * The seeded problematic sectors (SEEDED_SECTORS: fixed ids 1-6 in TYCHY),
 * defined at every start where missing, as the status types are: reference
 * data scanning and sorting name by id. Event ids derive from the sector, so
 * replicas starting together append the same events once.
 */
@Injectable()
export class ProblematicSectorsSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(ProblematicSectorStreams) private readonly streams: ProblematicSectorStreams,
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed();
  }

  seed(): Promise<number> {
    const context = systemContext();
    return seedAtStart({
      what: 'problematic sectors',
      items: SEEDED_SECTORS,
      readModel: PROBLEMATIC_SECTORS,
      infra: this.infra,
      waiter: this.waiter,
      record: async (seeded) => {
        if (await this.streams.exists(seeded.id)) return { defined: 0, position: undefined };
        const details = seededSectorDetails(seeded);
        await this.streams.reserveCode(details.warehouseId, details.code, seeded.id, context, {
          idempotencyKey: `seed-sector-code-${seeded.id}`,
        });
        const { position } = await this.streams.handle(seeded.id, (state) => decideCreateSector(state, seeded.id, details), context, {
          idempotencyKey: `seed-sector-${seeded.id}`,
        });
        return { defined: 1, position };
      },
      // The code reserved by the other replica refuses ours (a DomainError), or its stream moved.
      lostRace: async (error, seeded) =>
        error instanceof WrongExpectedRevisionError || (error instanceof DomainError && (await this.streams.exists(seeded.id))),
    });
  }
}

import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DomainError, decideCreateSector, SEEDED_SECTORS, seededSectorDetails } from '@parcel/domain';
import { WrongExpectedRevisionError, comparePositions, type Position } from '@parcel/event-store';
import { PROBLEMATIC_SECTORS } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { systemContext } from '../../cqrs/command-context.js';
import { ReadModelWaiter } from '../../cqrs/read-model-waiter.js';
import { logger } from '../../shared/logger.js';
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

  async seed(): Promise<number> {
    const context = systemContext();
    let defined = 0;
    let last: Position | undefined;
    for (const seeded of SEEDED_SECTORS) {
      if (await this.streams.exists(seeded.id)) continue;
      const details = seededSectorDetails(seeded);
      try {
        await this.streams.reserveCode(details.warehouseId, details.code, seeded.id, context, {
          idempotencyKey: `seed-sector-code-${seeded.id}`,
        });
        const { position } = await this.streams.handle(seeded.id, (state) => decideCreateSector(state, seeded.id, details), context, {
          idempotencyKey: `seed-sector-${seeded.id}`,
        });
        if (position && (!last || comparePositions(position, last) > 0)) last = position;
        defined++;
      } catch (error) {
        // A replica starting beside this one defined it in between: a lost race, not an error.
        const lostRace =
          error instanceof WrongExpectedRevisionError || (error instanceof DomainError && (await this.streams.exists(seeded.id)));
        if (!lostRace) throw error;
      }
    }
    if (defined > 0) logger.info(`Seeded ${defined} problematic sectors`);
    if (last && this.infra.projector) await this.waiter.waitFor([PROBLEMATIC_SECTORS], last, 10_000);
    return defined;
  }
}

import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { COURIERS, SEEDED_COURIER_PRICES, courierPricesStream, seedCourierPrices } from '@parcel/domain';
import { WrongExpectedRevisionError, comparePositions, type Position } from '@parcel/event-store';
import { COURIER_PRICES } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { systemContext } from '../cqrs/command-context.js';
import { ReadModelWaiter } from '../cqrs/read-model-waiter.js';
import { logger } from '../shared/logger.js';
import { INFRA } from '../shared/tokens.js';
import { CourierPriceStreams } from './courier-price-streams.js';

/**
 * The seeded courier price tables (SEEDED_COURIER_PRICES: fixed ids, six
 * weight bands per courier), recorded at every start where rows are missing,
 * as the status types are: the spec has no create, so the rows must exist. A
 * row an admin changed is left as it is. Replicas starting together append the
 * same events once (the ids derive from the stream and its revision), and a
 * table that grew in between is a lost race, not an error.
 */
@Injectable()
export class CourierPricesSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(CourierPriceStreams) private readonly streams: CourierPriceStreams,
    @Inject(ReadModelWaiter) private readonly waiter: ReadModelWaiter,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed();
  }

  /** Records every missing seeded row; answers how many this call recorded. */
  async seed(): Promise<number> {
    const context = systemContext();
    let defined = 0;
    let last: Position | undefined;
    for (const courier of COURIERS) {
      const { state, revision } = await this.streams.load(courier.id);
      const events = seedCourierPrices(state, courier.id, SEEDED_COURIER_PRICES);
      if (events.length === 0) continue;
      try {
        const idempotencyKey = `seed-${courierPricesStream(courier.id)}-${revision}`;
        const position = await this.streams.append(courier.id, revision, events, context, { idempotencyKey });
        if (position && (!last || comparePositions(position, last) > 0)) last = position;
        defined += events.length;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    if (defined > 0) logger.info(`Seeded ${defined} courier prices`);
    // The first requests after the start may read the tables: let the in-process projector catch up first.
    if (last && this.infra.projector) await this.waiter.waitFor([COURIER_PRICES], last, 10_000);
    return defined;
  }
}

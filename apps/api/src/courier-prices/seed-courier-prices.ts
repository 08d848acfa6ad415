import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { COURIERS, SEEDED_COURIER_PRICES, courierPricesStream, seedCourierPrices } from '@parcel/domain';
import { COURIER_PRICES } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { systemContext } from '../cqrs/command-context.js';
import { ReadModelWaiter } from '../cqrs/read-model-waiter.js';
import { seedAtStart } from '../cqrs/seed-at-start.js';
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
  seed(): Promise<number> {
    const context = systemContext();
    return seedAtStart({
      what: 'courier prices',
      items: COURIERS,
      readModel: COURIER_PRICES,
      infra: this.infra,
      waiter: this.waiter,
      record: async (courier) => {
        const { state, revision } = await this.streams.load(courier.id);
        const events = seedCourierPrices(state, courier.id, SEEDED_COURIER_PRICES);
        if (events.length === 0) return { defined: 0, position: undefined };
        const idempotencyKey = `seed-${courierPricesStream(courier.id)}-${revision}`;
        return { defined: events.length, position: await this.streams.append(courier.id, revision, events, context, { idempotencyKey }) };
      },
    });
  }
}

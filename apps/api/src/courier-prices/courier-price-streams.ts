import { Inject, Injectable } from '@nestjs/common';
import {
  courierPricesStream,
  evolveCourierPriceTable,
  initialCourierPriceTableState,
  type CourierPriceEvent,
  type CourierPriceTableState,
} from '@parcel/domain';
import { WrongExpectedRevisionError, type Position } from '@parcel/event-store';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type AppendOptions, type Loaded, type StreamModel } from '../cqrs/event-sourced.js';

/** Appends tried on a table another admin just changed. */
const UPDATE_ATTEMPTS = 5;

export const courierPriceTableModel: StreamModel<CourierPriceTableState, CourierPriceEvent> = {
  initial: initialCourierPriceTableState,
  evolve: evolveCourierPriceTable,
};

/** The couriers' price tables, one stream each (`courier-prices-<courierId>`: a handful of rows, rarely changed). */
@Injectable()
export class CourierPriceStreams {
  constructor(@Inject(EventSourced) private readonly es: EventSourced) {}

  load(courierId: number): Promise<Loaded<CourierPriceTableState>> {
    return this.es.load(courierPricesStream(courierId), courierPriceTableModel);
  }

  append(
    courierId: number,
    revision: number,
    events: readonly CourierPriceEvent[],
    context: CommandContext,
    options?: AppendOptions,
  ): Promise<Position | undefined> {
    return this.es.append(courierPricesStream(courierId), revision, events, context, options);
  }

  /**
   * Load, decide, append; two admins changing different rows of one table at
   * once make the later append fail on its revision: decided again on the new
   * state, a few times. `decide` must be pure (it may run again).
   */
  async update(
    courierId: number,
    decide: (state: CourierPriceTableState) => CourierPriceEvent[],
    context: CommandContext,
  ): Promise<{ events: CourierPriceEvent[]; position: Position | undefined }> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.load(courierId);
      const events = decide(state);
      try {
        return { events, position: await this.append(courierId, revision, events, context) };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === UPDATE_ATTEMPTS) throw error;
      }
    }
  }
}

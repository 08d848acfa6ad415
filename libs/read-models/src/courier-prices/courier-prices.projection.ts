import { COURIER_PRICE_EVENT_TYPES } from '@parcel/contracts';
import type { CourierPriceEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notifications, read-your-writes waits, console query keys). */
export const COURIER_PRICES = 'courier_prices';

/** The couriers' price tables, one row per price; the changed id is the price's id. */
export const courierPricesProjection: Projection = {
  name: COURIER_PRICES,
  eventTypes: COURIER_PRICE_EVENT_TYPES,
  tables: ['courier_prices'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as CourierPriceEvent;
    switch (event.type) {
      case 'CourierPriceDefined':
      case 'CourierPriceChanged': {
        const { priceId, courierId, terms } = event.data;
        const row = { courier_id: courierId, ...terms, updated_at: recorded.metadata.recordedAt };
        await db
          .insertInto('courier_prices')
          .values({ id: priceId, ...row })
          .onConflict((c) => c.column('id').doUpdateSet(row))
          .execute();
        return [String(priceId)];
      }
      default:
        return [];
    }
  },
};

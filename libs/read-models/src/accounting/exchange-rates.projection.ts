import type { ExchangeRateEvent } from '@parcel/domain';
import type { Projection } from '../projector/projection.js';

export const EXCHANGE_RATES = 'exchange_rates';

/** The exchange-rate table, row per currency and day. */
export const exchangeRatesProjection: Projection = {
  name: EXCHANGE_RATES,
  eventTypes: ['ExchangeRateSet', 'ExchangeRateRemoved'],
  tables: ['exchange_rates'],
  async apply(db, recorded) {
    const event = { type: recorded.type, data: recorded.data } as ExchangeRateEvent;
    const { currency, validFrom } = event.data;
    if (event.type === 'ExchangeRateSet')
      await db
        .insertInto('exchange_rates')
        .values({ currency, valid_from: validFrom, pln_per_unit: event.data.plnPerUnit })
        .onConflict((c) => c.columns(['currency', 'valid_from']).doUpdateSet({ pln_per_unit: event.data.plnPerUnit }))
        .execute();
    else await db.deleteFrom('exchange_rates').where('currency', '=', currency).where('valid_from', '=', validFrom).execute();
    return [currency];
  },
};

import { Module } from '@nestjs/common';
import { PriceListStreams } from '../pricing/price-list-streams.js';
import { PriceLists } from '../pricing/price-lists.js';
import { PutPriceListInUse } from '../pricing/put-price-list-in-use/put-price-list-in-use.js';
import { AccountingFactsReader } from './accounting-facts.reader.js';
import { ExchangeRateQueries } from './exchange-rates/exchange-rate.queries.js';
import { PRICE_LIST_SOURCE } from './price-list-source.js';
import { PricingPriceListSource } from './pricing-price-list-source.js';
import { ShipmentAccountant } from './shipment-accountant.js';

/**
 * The accountant and what it reads (the facts, the lists, the rates), with
 * nothing else: the API's accounting module and the export worker's process
 * (the billing statement re-accounts a period) both import it. Needs only
 * the infrastructure, the clock and EventSourced from outside.
 */
@Module({
  providers: [
    AccountingFactsReader,
    ExchangeRateQueries,
    PriceLists,
    PriceListStreams,
    PutPriceListInUse,
    { provide: PRICE_LIST_SOURCE, useClass: PricingPriceListSource },
    ShipmentAccountant,
  ],
  exports: [ShipmentAccountant, ExchangeRateQueries, PRICE_LIST_SOURCE],
})
export class AccountantModule {}

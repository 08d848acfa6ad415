import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { PriceListActivationJob } from './activate-price-lists/price-list-activation.job.js';
import { ChangePriceListHandler } from './change-price-list/change-price-list.js';
import { CreatePriceListHandler } from './create-price-list/create-price-list.js';
import { DeactivatePriceListHandler } from './deactivate-price-list/deactivate-price-list.js';
import { DeletePriceListHandler } from './delete-price-list/delete-price-list.js';
import { PriceListStreams } from './price-list-streams.js';
import { PriceLists } from './price-lists.js';
import { PriceListsController } from './price-lists.controller.js';
import { PricingCataloguesController } from './pricing-catalogues.controller.js';
import { PricingLiveRules } from './pricing.live.js';
import { PutPriceListInUse } from './put-price-list-in-use/put-price-list-in-use.js';
import { PriceListsQueries } from './queries/price-lists.queries.js';

/**
 * Operational price lists (spec/03 §7, docs/pricing.md). Exports PriceLists
 * (every list, for selectPriceList) and PutPriceListInUse (a list priced a
 * shipment): the accounting process manager uses both.
 */
@Module({
  imports: [ClientsModule],
  controllers: [PriceListsController, PricingCataloguesController],
  providers: [
    PriceListStreams,
    PriceLists,
    PriceListsQueries,
    PricingLiveRules,
    PriceListActivationJob,
    PutPriceListInUse,
    CreatePriceListHandler,
    ChangePriceListHandler,
    DeletePriceListHandler,
    DeactivatePriceListHandler,
  ],
  exports: [PriceLists, PutPriceListInUse, PricingLiveRules],
})
export class PricingModule {}

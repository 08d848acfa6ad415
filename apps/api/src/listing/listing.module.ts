import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { ShipmentsModule } from '../shipments/shipments.module.js';
import { StatusesModule } from '../statuses/index.js';
import { GroupStatusHandler } from './group-status/group-status.js';
import { ListingController } from './listing.controller.js';
import { ListingLiveRules } from './listing.live.js';
import { ListingRowsModule } from './listing-rows.module.js';

/** The parcel and shipment lists (docs/listing.md): reads of the listing read model, the group status change. */
@Module({
  imports: [ClientsModule, ShipmentsModule, StatusesModule, ListingRowsModule],
  controllers: [ListingController],
  providers: [ListingLiveRules, GroupStatusHandler],
  exports: [ListingRowsModule, ListingLiveRules],
})
export class ListingModule {}

import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/index.js';
import { ClientsModule } from '../clients/clients.module.js';
import { CouriersModule } from '../couriers/couriers.module.js';
import { ShipmentsModule } from '../shipments/shipments.module.js';
import { AddShopCourierHandler } from './add-shop-courier/add-shop-courier.js';
import { DeleteShopHandler } from './delete-shop/delete-shop.js';
import { IDOSELL_PORT } from './idosell/idosell-port.js';
import { IDOSELL_PORTS } from './idosell/idosell-ports.js';
import { ShopsQueries } from './queries/shops.queries.js';
import { RemoveShopCourierHandler } from './remove-shop-courier/remove-shop-courier.js';
import { SaveShopHandler } from './save-shop/save-shop.js';
import { ShopStreams } from './shop-streams.js';
import { ShopsController } from './shops.controller.js';
import { ShopsLiveRules } from './shops.live.js';
import { ShopSyncJob } from './synchronize-shop/shop-sync.job.js';
import { ShopSynchronizer } from './synchronize-shop/shop-synchronizer.js';
import { SynchronizeShopHandler } from './synchronize-shop/synchronize-shop.js';

/**
 * Client shop integrations (spec/03 §7 "Client panel", docs/shops.md): the
 * client's IdoSell shops and courier mappings, the IdoSell port
 * (IDOSELL_PORT: THE SANDBOX or the real Admin API), the synchronisation
 * (ShopSynchronizer, on demand and by ShopSyncJob) that turns the shops'
 * orders into shipments through the shipments area and writes the tracking
 * numbers back.
 */
@Module({
  imports: [ClientsModule, ShipmentsModule, AddressesModule, CouriersModule],
  controllers: [ShopsController],
  providers: [
    ...IDOSELL_PORTS,
    ShopStreams,
    ShopsQueries,
    ShopsLiveRules,
    ShopSynchronizer,
    ShopSyncJob,
    SaveShopHandler,
    DeleteShopHandler,
    AddShopCourierHandler,
    RemoveShopCourierHandler,
    SynchronizeShopHandler,
  ],
  exports: [IDOSELL_PORT, ShopSynchronizer, ShopSyncJob, ShopsLiveRules],
})
export class ShopsModule {}

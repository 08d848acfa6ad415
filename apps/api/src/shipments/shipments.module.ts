import { Module } from '@nestjs/common';
import { AddressesModule } from '../addresses/index.js';
import { ClientsModule } from '../clients/clients.module.js';
import { CouriersModule } from '../couriers/couriers.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { StatusesModule } from '../statuses/index.js';
import { AuditController } from './audit.controller.js';
import { AdoptParcelHandler } from './adopt-parcel/adopt-parcel.js';
import { ParcelAdoptionController } from './parcel-adoption.controller.js';
import { SetBufferNumberHandler } from './set-buffer-number/set-buffer-number.js';
import { ChangeShipmentHandler } from './change-shipment/change-shipment.js';
import { CourierRegistrationProcessManager } from './courier-registration/courier-registration.process-manager.js';
import { CreateShipmentHandler } from './create-shipment/create-shipment.js';
import { DeleteStatusRowHandler } from './delete-status-row/delete-status-row.js';
import { LabelsController } from './labels.controller.js';
import { ShipmentLabels } from './shipment-labels.js';
import { MarkShipmentDeletedHandler } from './mark-shipment-deleted/mark-shipment-deleted.js';
import { ParcelHistoryController } from './parcel-history.controller.js';
import { PublicTrackingController } from './public-tracking.controller.js';
import { PublicTrackingQueries } from './queries/public-tracking.queries.js';
import { ShipmentAuditQueries } from './queries/shipment-audit.queries.js';
import { ShipmentCountQueries } from './queries/shipment-counts.queries.js';
import { ShipmentQueries } from './queries/shipment.queries.js';
import { RetryRegistrationHandler } from './retry-registration/retry-registration.js';
import { SetStatusesHandler } from './set-statuses/set-statuses.js';
import { ShipmentCountsController } from './shipment-counts.controller.js';
import { ShipmentPlaces } from './shipment-places.js';
import { ShipmentStreams } from './shipment-streams.js';
import { ShipmentsController } from './shipments.controller.js';
import { ShipmentsLiveRules } from './shipments.live.js';

/** Shipments and parcels: create, change, register with the courier, statuses, labels, tracking, audit (docs/parcel-lifecycle.md). */
@Module({
  imports: [IdentityModule, ClientsModule, CouriersModule, StatusesModule, AddressesModule],
  controllers: [
    ShipmentsController,
    LabelsController,
    ParcelAdoptionController,
    ParcelHistoryController,
    PublicTrackingController,
    AuditController,
    ShipmentCountsController,
  ],
  providers: [
    ShipmentStreams,
    ShipmentPlaces,
    ShipmentQueries,
    ShipmentLabels,
    PublicTrackingQueries,
    ShipmentAuditQueries,
    ShipmentCountQueries,
    ShipmentsLiveRules,
    CourierRegistrationProcessManager,
    CreateShipmentHandler,
    ChangeShipmentHandler,
    RetryRegistrationHandler,
    MarkShipmentDeletedHandler,
    SetStatusesHandler,
    DeleteStatusRowHandler,
    SetBufferNumberHandler,
    AdoptParcelHandler,
  ],
  exports: [ShipmentStreams, ShipmentQueries, ShipmentsLiveRules, CourierRegistrationProcessManager],
})
export class ShipmentsModule {}

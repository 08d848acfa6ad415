import type { ApiArea } from '../platform/area.js';
import { CourierRegistrationProcessManager } from './courier-registration/courier-registration.process-manager.js';
import { SHIPMENT_ERRORS } from './shipments.errors.js';
import { ShipmentsLiveRules } from './shipments.live.js';
import { ShipmentsModule } from './shipments.module.js';

export { ShipmentStreams } from './shipment-streams.js';

export const shipmentsArea: ApiArea = {
  name: 'shipments',
  module: ShipmentsModule,
  errors: SHIPMENT_ERRORS,
  live: ShipmentsLiveRules,
  processManagers: [CourierRegistrationProcessManager],
};

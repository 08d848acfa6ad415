import type { ApiArea } from '../platform/area.js';
import { COURIER_ERRORS } from './couriers.errors.js';
import { CouriersModule } from './couriers.module.js';

export { CouriersModule } from './couriers.module.js';
export { Lockers, type LockerRecord } from './lockers/lockers.js';
export * from './registration/courier-registration.port.js';

export const couriersArea: ApiArea = {
  name: 'couriers',
  module: CouriersModule,
  errors: COURIER_ERRORS,
};

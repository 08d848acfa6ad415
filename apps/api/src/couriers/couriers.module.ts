import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { COURIER_PORTS } from './courier-ports.js';
import { Lockers } from './lockers/lockers.js';
import { LockersController } from './lockers/lockers.controller.js';
import { LockersSyncJob } from './lockers/lockers-sync.job.js';
import { COURIER_REGISTRATION } from './registration/courier-registration.port.js';

/**
 * Couriers: the last-mile courier port (COURIER_REGISTRATION: a shipment
 * registered with Sameday or Cargus) and the networks' lockers (the sync, the
 * search, the IdoSell file, `Lockers` for other areas). docs/couriers.md.
 */
@Module({
  imports: [IdentityModule],
  controllers: [LockersController],
  providers: [...COURIER_PORTS, Lockers, LockersSyncJob],
  exports: [COURIER_REGISTRATION, Lockers],
})
export class CouriersModule {}

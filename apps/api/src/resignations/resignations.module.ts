import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { ShipmentsModule } from '../shipments/shipments.module.js';
import { ChangeResignationHandler } from './change-resignation/change-resignation.js';
import { ClientResignationsController } from './client-resignations.controller.js';
import { CreateResignationHandler } from './create-resignation/create-resignation.js';
import { DeleteResignationHandler } from './delete-resignation/delete-resignation.js';
import { ResignationsQueries } from './queries/resignations.queries.js';
import { ResignationParties } from './resignation-parties.js';
import { ResignationStreams } from './resignation-streams.js';
import { ResignationsController } from './resignations.controller.js';
import { ResignationsLiveRules } from './resignations.live.js';

/**
 * Reported resignations (spec/03 §7 "Resignations", docs/resignations.md):
 * the staff's calls (admins) and the client's own. Uses the clients area
 * (whose login a client is) and the shipments area (which shipment a number names).
 */
@Module({
  imports: [ClientsModule, ShipmentsModule],
  controllers: [ResignationsController, ClientResignationsController],
  providers: [
    ResignationStreams,
    ResignationParties,
    ResignationsQueries,
    ResignationsLiveRules,
    CreateResignationHandler,
    ChangeResignationHandler,
    DeleteResignationHandler,
  ],
  exports: [ResignationsLiveRules],
})
export class ResignationsModule {}

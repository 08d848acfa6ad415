import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardLiveRules } from './dashboard.live.js';
import { DashboardQueries } from './queries/dashboard.queries.js';

/** The dashboard (docs/dashboard.md): reads of other areas' read models only. No commands, no events, no errors of its own. */
@Module({
  imports: [ClientsModule, PricingModule],
  controllers: [DashboardController],
  providers: [DashboardQueries, DashboardLiveRules],
  exports: [DashboardQueries, DashboardLiveRules],
})
export class DashboardModule {}

import { Module } from '@nestjs/common';
import { ShipmentsModule } from '../shipments/shipments.module.js';
import { AccountantModule } from './accountant.module.js';
import { AccountingController } from './accounting.controller.js';
import { AccountingLiveRules } from './accounting.live.js';
import { AccountingProcessManager } from './accounting.process-manager.js';
import { SetExchangeRateHandler } from './exchange-rates/set-exchange-rate.js';
import { AccountedAmountsQueries } from './queries/accounted-amounts.queries.js';

/**
 * Accounting (issue 13 §2, docs/accounting.md): the process manager that
 * prices shipments when they become accountable and again when their facts
 * change, the accountant it uses (also the billing statement's re-accounting),
 * the accounted amounts and the exchange-rate table.
 */
@Module({
  imports: [ShipmentsModule, AccountantModule],
  controllers: [AccountingController],
  providers: [SetExchangeRateHandler, AccountedAmountsQueries, AccountingProcessManager, AccountingLiveRules],
  exports: [AccountedAmountsQueries, AccountingProcessManager, AccountingLiveRules],
})
export class AccountingModule {}

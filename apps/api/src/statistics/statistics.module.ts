import { Module } from '@nestjs/common';
import { StatisticsController } from './statistics.controller.js';
import { StatisticsLiveRules } from './statistics.live.js';
import { StatisticsQueries } from './queries/statistics.queries.js';

/** Shipment statistics (spec/02 "Statistics"): reads of the statistics read model, the Excel file. No commands, no errors of its own. */
@Module({
  controllers: [StatisticsController],
  providers: [StatisticsQueries, StatisticsLiveRules],
  exports: [StatisticsQueries, StatisticsLiveRules],
})
export class StatisticsModule {}

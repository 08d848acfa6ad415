import { Module } from '@nestjs/common';
import { ChangeCourierPriceHandler } from './change-courier-price/change-courier-price.js';
import { CourierPriceStreams } from './courier-price-streams.js';
import { CourierPricesController } from './courier-prices.controller.js';
import { CourierPricesLiveRules } from './courier-prices.live.js';
import { CourierPricesQueries } from './queries/courier-prices.queries.js';
import { CourierPricesSeeder } from './seed-courier-prices.js';

/** The courier price table (spec/03 §2, §7 "Courier prices"; docs/courier-prices.md). */
@Module({
  controllers: [CourierPricesController],
  providers: [CourierPriceStreams, CourierPricesQueries, CourierPricesSeeder, CourierPricesLiveRules, ChangeCourierPriceHandler],
  exports: [CourierPricesQueries, CourierPricesLiveRules],
})
export class CourierPricesModule {}

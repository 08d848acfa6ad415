import { Module } from '@nestjs/common';
import { ShipmentsModule } from '../../shipments/shipments.module.js';
import { StatusesModule } from '../../statuses/index.js';
import { FloorContextModule } from '../floor-context.module.js';
import { ParcelCodes } from './parcel-codes.js';
import { ParcelSearchController } from './parcel-search.controller.js';
import { ProblemParcelsController } from './problem-parcels.controller.js';
import { ParcelSearchQueries } from './queries/parcel-search.queries.js';
import { ProblemParcelsQueries } from './queries/problem-parcels.queries.js';
import { ResolveProblemParcelHandler } from './resolve-problem-parcel/resolve-problem-parcel.js';

/**
 * Problem parcels (/resolve-problematic) and the scan search (/parcel-search).
 */
@Module({
  imports: [FloorContextModule, ShipmentsModule, StatusesModule],
  controllers: [ProblemParcelsController, ParcelSearchController],
  providers: [ParcelCodes, ProblemParcelsQueries, ParcelSearchQueries, ResolveProblemParcelHandler],
})
export class ProblemsModule {}

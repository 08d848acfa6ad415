import { Module } from '@nestjs/common';
import { ShipmentsModule } from '../../shipments/shipments.module.js';
import { StatusesModule } from '../../statuses/index.js';
import { FloorContext } from '../floor-context.js';
import { WorkstationStreams } from '../workstation-streams.js';
import { ParcelCodes } from './parcel-codes.js';
import { ParcelSearchController } from './parcel-search.controller.js';
import { ProblemParcelsController } from './problem-parcels.controller.js';
import { ParcelSearchQueries } from './queries/parcel-search.queries.js';
import { ProblemParcelsQueries } from './queries/problem-parcels.queries.js';
import { ResolveProblemParcelHandler } from './resolve-problem-parcel/resolve-problem-parcel.js';

/**
 * Problem parcels (/resolve-problematic) and the scan search (/parcel-search).
 * FloorContext and WorkstationStreams (stateless) are provided here too: the
 * warehouse module imports this one, so it cannot import the warehouse module.
 */
@Module({
  imports: [ShipmentsModule, StatusesModule],
  controllers: [ProblemParcelsController, ParcelSearchController],
  providers: [WorkstationStreams, FloorContext, ParcelCodes, ProblemParcelsQueries, ParcelSearchQueries, ResolveProblemParcelHandler],
})
export class ProblemsModule {}

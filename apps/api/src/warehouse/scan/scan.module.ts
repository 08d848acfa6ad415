import { Module } from '@nestjs/common';
import { ShipmentsModule } from '../../shipments/shipments.module.js';
import { StatusesModule } from '../../statuses/index.js';
import { FloorContextModule } from '../floor-context.module.js';
import { ProblematicSectorsModule } from '../problematic-sectors/problematic-sectors.module.js';
import { MeasureParcelHandler } from './measure-parcel/measure-parcel.js';
import { ParcelLookup } from './parcel-lookup.js';
import { ScanController } from './scan.controller.js';
import { ScanQueries } from './scan.queries.js';
import { ScanParcelHandler } from './scan-parcel/scan-parcel.js';

/** The scanning screen (/parcel-from-number): the scan, the parcel's data and history, dimensions, internal instructions. */
@Module({
  imports: [FloorContextModule, ShipmentsModule, StatusesModule, ProblematicSectorsModule],
  controllers: [ScanController],
  providers: [ParcelLookup, ScanQueries, ScanParcelHandler, MeasureParcelHandler],
  exports: [ParcelLookup],
})
export class ScanModule {}

import { Module } from '@nestjs/common';
import { ShipmentsModule } from '../../shipments/shipments.module.js';
import { StatusesModule } from '../../statuses/index.js';
import { FloorContextModule } from '../floor-context.module.js';
import { ProblematicSectorsModule } from '../problematic-sectors/problematic-sectors.module.js';
import { ClassifyParcelHandler } from './classify-parcel/classify-parcel.js';
import { SortingFactsReader } from './sorting-facts.js';
import { SortingRules } from './sorting-rules.js';
import { SortingController } from './sorting.controller.js';

/**
 * Sorting (docs/sorting.md): POST parcel/classify/courier and the zone table.
 * Exports SortingRules: the zone list for the live floor view.
 */
@Module({
  imports: [FloorContextModule, ProblematicSectorsModule, ShipmentsModule, StatusesModule],
  controllers: [SortingController],
  providers: [SortingFactsReader, SortingRules, ClassifyParcelHandler],
  exports: [SortingRules],
})
export class SortingModule {}

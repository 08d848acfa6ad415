import { Module } from '@nestjs/common';
import { StatusesModule } from '../../statuses/index.js';
import { CreateProblematicSectorHandler } from './create-problematic-sector/create-problematic-sector.js';
import { DeleteProblematicSectorHandler } from './delete-problematic-sector/delete-problematic-sector.js';
import { ProblematicSectorStreams } from './problematic-sector-streams.js';
import { ProblematicSectors } from './problematic-sectors.js';
import { ProblematicSectorsController } from './problematic-sectors.controller.js';
import { ProblematicSectorsSeeder } from './seed-problematic-sectors.js';

/**
 * Problematic sector types (spec/02 §3, §7): the seeded ones and those people
 * add. Exports ProblematicSectors: scanning, sorting and the problem desk read
 * sectors with it.
 */
@Module({
  imports: [StatusesModule],
  controllers: [ProblematicSectorsController],
  providers: [
    ProblematicSectorStreams,
    ProblematicSectors,
    ProblematicSectorsSeeder,
    CreateProblematicSectorHandler,
    DeleteProblematicSectorHandler,
  ],
  exports: [ProblematicSectors],
})
export class ProblematicSectorsModule {}

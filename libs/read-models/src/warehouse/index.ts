import type { ReadModelArea } from '../projector/read-model-area.js';
import * as workstations from './migrations/2026-11-26T08-00-workstations.js';
import * as parcelSorting from './migrations/2026-11-26T12-00-parcel-sorting.js';
import { parcelSortingProjection } from './sorting.projection.js';
import * as problemParcels from './migrations/2026-11-26T13-00-problem-parcels.js';
import { problemParcelsProjection } from './problem-parcels.projection.js';
import { workstationsProjection } from './workstations.projection.js';
import * as floor from './migrations/2026-11-26T14-00-floor.js';
import { floorProjection } from './floor.projection.js';
import * as scanning from './migrations/2026-11-26T10-00-scanning.js';
import { parcelFloorProjection, problematicSectorsProjection } from './scanning.projection.js';
import * as intake from './migrations/2026-11-26T11-00-intake.js';
import { externalInboundsProjection } from './external-inbounds.projection.js';
import { clientAliasesProjection } from './client-aliases.projection.js';

/** The warehouse floor: workstations and workflows, sector types and what the floor did with parcels, sorting, the live floor. */
export const warehouseReadModels: ReadModelArea = {
  name: 'warehouse',
  projections: [
    workstationsProjection,
    problematicSectorsProjection,
    parcelFloorProjection,
    parcelSortingProjection,
    floorProjection,
    problemParcelsProjection,
    externalInboundsProjection,
    clientAliasesProjection,
  ],
  migrations: {
    '2026-11-26T08-00-workstations': workstations,
    '2026-11-26T10-00-scanning': scanning,
    '2026-11-26T11-00-intake': intake,
    '2026-11-26T12-00-parcel-sorting': parcelSorting,
    '2026-11-26T13-00-problem-parcels': problemParcels,
    '2026-11-26T14-00-floor': floor,
  },
};

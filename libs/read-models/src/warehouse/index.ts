import type { ReadModelArea } from '../projector/read-model-area.js';
import * as workstations from './migrations/2026-11-26T08-00-workstations.js';
import * as problemParcels from './migrations/2026-11-26T13-00-problem-parcels.js';
import { parcelPlacesProjection } from './parcel-places.projection.js';
import { problemParcelsProjection } from './problem-parcels.projection.js';
import { workstationsProjection } from './workstations.projection.js';

/** The warehouse floor: workstations and their workflows. */
export const warehouseReadModels: ReadModelArea = {
  name: 'warehouse',
  projections: [workstationsProjection, problemParcelsProjection, parcelPlacesProjection],
  migrations: {
    '2026-11-26T08-00-workstations': workstations,
    '2026-11-26T13-00-problem-parcels': problemParcels,
  },
};

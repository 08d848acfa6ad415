import type { ReadModelArea } from '../projector/read-model-area.js';
import * as statistics from './migrations/2026-12-10T10-00-statistics.js';
import { statisticsProjection } from './statistics.projection.js';

export { STATISTICS, statisticsProjection } from './statistics.projection.js';

/** Parcels counted per client and day for the statistics screen. */
export const statisticsReadModels: ReadModelArea = {
  name: 'statistics',
  projections: [statisticsProjection],
  migrations: { '2026-12-10T10-00-statistics': statistics },
};

import type { ReadModelArea } from '../projector/read-model-area.js';
import * as statusTypes from './migrations/2026-11-25T10-00-status-types.js';
import { statusTypesProjection } from './statuses.projection.js';

/** Status types (projected) and their groups (reference rows of the migration). */
export const statusesReadModels: ReadModelArea = {
  name: 'statuses',
  projections: [statusTypesProjection],
  migrations: { '2026-11-25T10-00-status-types': statusTypes },
};

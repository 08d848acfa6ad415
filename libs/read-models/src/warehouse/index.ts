import type { ReadModelArea } from '../projector/read-model-area.js';
import * as workstations from './migrations/2026-11-26T08-00-workstations.js';
import { workstationsProjection } from './workstations.projection.js';
import * as intake from './migrations/2026-11-26T11-00-intake.js';
import { externalInboundsProjection } from './external-inbounds.projection.js';
import { clientAliasesProjection } from './client-aliases.projection.js';

/** The warehouse floor: workstations and their workflows. */
export const warehouseReadModels: ReadModelArea = {
  name: 'warehouse',
  projections: [workstationsProjection, externalInboundsProjection, clientAliasesProjection],
  migrations: { '2026-11-26T08-00-workstations': workstations, '2026-11-26T11-00-intake': intake },
};

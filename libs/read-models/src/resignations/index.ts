import type { ReadModelArea } from '../projector/read-model-area.js';
import * as resignations from './migrations/2027-01-10T10-00-resignations.js';
import { resignationsProjection } from './resignations.projection.js';

/** Reported resignations (docs/resignations.md). */
export const resignationsReadModels: ReadModelArea = {
  name: 'resignations',
  projections: [resignationsProjection],
  migrations: { '2027-01-10T10-00-resignations': resignations },
};

export { RESIGNATIONS, resignationsProjection } from './resignations.projection.js';

import type { ReadModelArea } from '../projector/read-model-area.js';
import * as deadLetters from './migrations/2026-11-24T02-00-dead-letters.js';

/** Operations: the dead-letter list (no projection: the runners write it). */
export const operationsReadModels: ReadModelArea = {
  name: 'operations',
  projections: [],
  migrations: { '2026-11-24T02-00-dead-letters': deadLetters },
};

import type { ReadModelArea } from '../projector/read-model-area.js';
import * as lockers from './migrations/2026-11-25T10-00-lockers.js';
import * as sandboxCourierAwbs from './migrations/2026-11-25T10-10-sandbox-courier-awbs.js';

/** Couriers: the networks' lockers (written by the lockers sync, no projection) and the sandbox couriers' AWB ledger. */
export const lockersReadModels: ReadModelArea = {
  name: 'couriers',
  projections: [],
  migrations: {
    '2026-11-25T10-00-lockers': lockers,
    '2026-11-25T10-10-sandbox-courier-awbs': sandboxCourierAwbs,
  },
};

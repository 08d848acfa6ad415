import type { ReadModelArea } from '../projector/read-model-area.js';
import * as addresses from './migrations/2026-11-24T12-00-addresses.js';

/** The address database: reference data imported by the API at start (apps/api/src/addresses/import), no projection. */
export const addressesReadModels: ReadModelArea = {
  name: 'addresses',
  projections: [],
  migrations: { '2026-11-24T12-00-addresses': addresses },
};

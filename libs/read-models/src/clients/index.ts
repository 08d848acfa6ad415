import type { ReadModelArea } from '../projector/read-model-area.js';
import { clientsProjection } from './clients.projection.js';
import * as clients from './migrations/2026-11-22T18-00-clients.js';
import * as clientSearchTrigrams from './migrations/2026-11-23T09-00-client-search-trigrams.js';

/** Clients with their settings and credentials. */
export const clientsReadModels: ReadModelArea = {
  name: 'clients',
  projections: [clientsProjection],
  migrations: {
    '2026-11-22T18-00-clients': clients,
    '2026-11-23T09-00-client-search-trigrams': clientSearchTrigrams,
  },
};

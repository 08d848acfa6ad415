import type { ReadModelArea } from '../projector/read-model-area.js';
import * as shipments from './migrations/2026-11-24T05-00-shipments.js';
import * as sequences from './migrations/2026-11-24T05-01-shipment-number-sequences.js';
import * as dashboardIndexes from './migrations/2027-01-12T10-00-dashboard-indexes.js';
import { shipmentsProjection } from './shipments.projection.js';

export { REGISTRATION_FAILED_RULE, shipmentRowId } from './shipments.projection.js';

/** Shipments, parcels, status history and problems. */
export const shipmentsReadModels: ReadModelArea = {
  name: 'shipments',
  projections: [shipmentsProjection],
  migrations: {
    '2026-11-24T05-00-shipments': shipments,
    '2026-11-24T05-01-shipment-number-sequences': sequences,
    '2027-01-12T10-00-dashboard-indexes': dashboardIndexes,
  },
};

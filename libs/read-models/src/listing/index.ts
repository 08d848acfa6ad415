import type { ReadModelArea } from '../projector/read-model-area.js';
import * as listing from './migrations/2026-12-11T08-00-listing.js';
import * as dashboardIndexes from './migrations/2027-01-12T10-01-dashboard-listing-indexes.js';
import { listingProjection } from './listing.projection.js';

export { LISTING, listingProjection } from './listing.projection.js';

/** The parcel and shipment lists (spec/03 §2): one table per list, built for the listing only. */
export const listingReadModels: ReadModelArea = {
  name: 'listing',
  projections: [listingProjection],
  migrations: { '2026-12-11T08-00-listing': listing, '2027-01-12T10-01-dashboard-listing-indexes': dashboardIndexes },
};

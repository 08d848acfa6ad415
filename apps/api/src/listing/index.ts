import type { ApiArea } from '../platform/area.js';
import { LISTING_ERRORS } from './listing.errors.js';
import { ListingLiveRules } from './listing.live.js';
import { ListingModule } from './listing.module.js';

export { ListingModule } from './listing.module.js';
export {
  ListingRows,
  LISTING_COLUMNS,
  effectiveCriteria,
  type ListingPage,
  type ListingPaging,
  type ListingRow,
  type ListingViewer,
} from './listing-rows.js';

export const listingArea: ApiArea = {
  name: 'listing',
  module: ListingModule,
  errors: LISTING_ERRORS,
  live: ListingLiveRules,
};

import type { ListingErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const LISTING_ERRORS: Record<ListingErrorCode, ErrorHttp> = {
  // spec/03 §8: 420 names the parcels that already had the status (the others were set).
  listing_status_already_set: { status: 420 },
};

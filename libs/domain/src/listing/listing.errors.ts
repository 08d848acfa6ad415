/** Error codes of the listing area. */
export const LISTING_ERROR_CODES = [
  /** POST parcel/status/group: some parcels already had the (non-repeatable) status; the others were set (420, with their numbers). */
  'listing_status_already_set',
] as const;
export type ListingErrorCode = (typeof LISTING_ERROR_CODES)[number];

import type { ListingCriteria, ParcelListRow, ShipmentListRow } from '@parcel/contracts';
import type { Role } from '@parcel/domain';

/** Who a listing is read for: a client sees only its own rows. */
export interface ListingViewer {
  readonly userId: string;
  readonly role: Role;
  readonly clientId: number | null;
}

/**
 * The port the standard reports read the listing through (the listing area's
 * ListingRows): every row under the criteria as the viewer may see them, in
 * the listing's default order, streamed (never the whole set in memory).
 */
export interface ListingRowsPort {
  count(criteria: ListingCriteria, viewer: ListingViewer): Promise<number>;
  stream(criteria: ListingCriteria, viewer: ListingViewer): AsyncIterable<ParcelListRow | ShipmentListRow>;
}

export const LISTING_ROWS = Symbol('ListingRows');

import { queryOptions } from '@tanstack/react-query';
import type { PublicTrackingResponse } from '@parcel/contracts';
import { call } from '@/shared/api/http';

/** While the page is open (and the browser tab visible) the history is read again this often, so a new status shows without a reload. */
export const TRACKING_REFRESH_MS = 15_000;

/**
 * GET app/v2/public/shipment/{number}/history: public (no login), answers no
 * personal data; 404 tracking_not_found, 429 when one address asks too often.
 * A found shipment is read again every 15 s; a number not found is not.
 */
export const trackingQuery = (number: string) =>
  queryOptions({
    queryKey: ['shipments', 'public-tracking', number],
    queryFn: ({ signal }) =>
      call('GET', `app/v2/public/shipment/${encodeURIComponent(number)}/history`, { signal }) as Promise<PublicTrackingResponse>,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data ? TRACKING_REFRESH_MS : false),
  });

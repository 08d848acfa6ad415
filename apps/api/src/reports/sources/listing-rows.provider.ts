import type { Provider } from '@nestjs/common';
import { LISTING_ROWS, type ListingRowsPort } from './listing-rows.port.js';

/** TEMPORARY until the listing area's ListingRows is merged. */
export const LISTING_ROWS_PROVIDER: Provider = {
  provide: LISTING_ROWS,
  useValue: {
    count: () => Promise.reject(new Error('listing rows not available')),
    stream: () => {
      throw new Error('listing rows not available');
    },
  } satisfies ListingRowsPort,
};

import { queryOptions } from '@tanstack/react-query';
import { parcelSearchResponse } from '@parcel/contracts';
import { call } from '@/shared/api/http';

/**
 * GET app/v1/parcel/search/{number}. The key starts with `shipments` (the read
 * model it reads first): a status given meanwhile refreshes the found parcel.
 */
export const parcelSearchQuery = (code: string) =>
  queryOptions({
    queryKey: ['shipments', 'parcel-search', code],
    queryFn: ({ signal }) => call('GET', `app/v1/parcel/search/${encodeURIComponent(code)}`, { schema: parcelSearchResponse, signal }),
    retry: false,
  });

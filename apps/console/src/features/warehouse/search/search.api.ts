import { queryOptions } from '@tanstack/react-query';
import { parcelSearchResponse } from '@parcel/contracts';
import { call } from '@/shared/api/http';

/**
 * GET app/v1/parcel/search/{number}. The key starts with `shipments` (the read
 * model it reads first). The page fetches it on each scan and keeps the answer
 * (the searched parcel stays as found while the worker looks for it).
 */
export const parcelSearchQuery = (code: string) =>
  queryOptions({
    queryKey: ['shipments', 'parcel-search', code],
    queryFn: ({ signal }) => call('GET', `app/v1/parcel/search/${encodeURIComponent(code)}`, { schema: parcelSearchResponse, signal }),
    retry: false,
  });

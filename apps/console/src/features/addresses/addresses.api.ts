import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADDRESS_SEARCH_MIN_LENGTH, townAutocompleteResponse } from '@parcel/contracts';
import { call } from '@/shared/api/http';

/** POST app/v1/public/address/database/RO/town/autocomplete: Romanian towns (public, rate-limited per address). */
export const townSearchQuery = (searchText: string) =>
  queryOptions({
    queryKey: ['addresses', 'towns', searchText],
    queryFn: ({ signal }) =>
      call('POST', 'app/v1/public/address/database/RO/town/autocomplete', {
        body: { searchText },
        schema: townAutocompleteResponse,
        signal,
      }),
    enabled: searchText.length >= ADDRESS_SEARCH_MIN_LENGTH,
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

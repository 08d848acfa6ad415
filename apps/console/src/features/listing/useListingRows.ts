import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingRequest } from '@parcel/contracts';
import { listingCueQuery, listingRowsQuery } from './listing.api';

/** The spec's delays (spec/03 §9): the first load 500 ms after the screen opens, then 100 ms after a change, 900 ms after a live notice. */
export const INITIAL_DELAY_MS = 500;
export const CHANGE_DEBOUNCE_MS = 100;
export const LIVE_DEBOUNCE_MS = 900;

/** A number that changes with each live notice of the `listing` read model (0 until the first). */
function useLiveCue(): number {
  const { data } = useQuery(listingCueQuery());
  const first = useRef<number | undefined>(undefined);
  if (first.current === undefined && data !== undefined) first.current = data;
  return data === undefined || data === first.current ? 0 : data;
}

/**
 * The rows of a request, with the spec's delays: nothing is asked before the
 * initial delay, a burst of changes (typing a page number, clicking sizes)
 * asks once, and live notices re-read the shown page in the background at
 * most once per 900 ms.
 */
export function useListingRows(request: ListingRequest) {
  const queryClient = useQueryClient();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), INITIAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const [key] = useDebouncedValue(JSON.stringify(request), CHANGE_DEBOUNCE_MS);
  const [cue] = useDebouncedValue(useLiveCue(), LIVE_DEBOUNCE_MS);
  useEffect(() => {
    if (cue !== 0) void queryClient.invalidateQueries({ queryKey: ['listing-rows'] });
  }, [cue, queryClient]);
  const debounced = JSON.parse(key) as ListingRequest;
  return { result: useQuery({ ...listingRowsQuery(debounced), enabled: started }), request: debounced };
}

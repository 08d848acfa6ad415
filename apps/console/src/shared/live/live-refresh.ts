import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { onReadModelNotice } from './live';
import { Throttle } from './throttle';

/**
 * Refreshes the query `queryKey` (invalidates it: refetched while shown) when
 * the live channel tells of a change of any of `readModels`, at most once per
 * `intervalMs`. For a query whose key cannot start with its one read model's
 * name (the dashboard reads several). The server tells each socket only what
 * its user may hear of.
 */
export function useLiveRefresh(queryKey: QueryKey, readModels: readonly string[], intervalMs = 1000): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  const models = readModels.join(',');
  useEffect(() => {
    const watched = new Set(models.split(','));
    const throttle = new Throttle(() => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey }), intervalMs);
    const stop = onReadModelNotice((readModel) => {
      if (watched.has(readModel)) throttle.request();
    });
    return () => {
      stop();
      throttle.cancel();
    };
  }, [queryClient, key, models, intervalMs]);
}

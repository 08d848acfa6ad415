import { queryOptions } from '@tanstack/react-query';
import { call } from './http';

/** A client as the staff's client search answers it. */
export interface ClientOption {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}

/** GET client/search/{term} (staff): active clients by name or e-mail (3+ characters). */
export const clientSearchQuery = (term: string) =>
  queryOptions({
    queryKey: ['clients', 'search', term],
    queryFn: ({ signal }) => call('GET', `client/search/${encodeURIComponent(term)}`, { signal }) as Promise<ClientOption[]>,
    staleTime: 30_000,
  });

import { z } from 'zod';
import type { ClientListRequest, DataTableRequest } from '@parcel/contracts';
import { VOLUME_CLASSES } from '@parcel/domain';

/**
 * The clients list's filters (spec/01 §2): which list (all or blocked; the
 * shipment-based lists join here with the shipments issue), the client alias
 * or marketplace name, and the volume class. They live in the URL like the
 * paging, and are also kept in a cookie for one day, so the list opens with
 * them again (spec/01 §9 "Filter cookies last 1 day") whenever the address
 * has none (the menu, a link, a later visit) — unless the reset button (or
 * clearing every filter) led there.
 */
export const CLIENT_LISTS = ['all', 'deleted', 'missing_price_lists', 'missing_credentials'] as const;
export type ClientList = (typeof CLIENT_LISTS)[number];

export const clientFiltersSchema = z.object({
  list: z.enum(CLIENT_LISTS).optional().catch(undefined),
  name: z.string().trim().max(100).optional().catch(undefined),
  volume: z.enum(VOLUME_CLASSES).optional().catch(undefined),
});
export type ClientFilters = z.output<typeof clientFiltersSchema>;

export const FILTER_COOKIE = 'clients-filters';
export const FILTER_COOKIE_MAX_AGE_S = 24 * 60 * 60;

/** Only the filters that differ from the defaults (the all list, no text, any class). */
export function activeFilters(search: ClientFilters): ClientFilters {
  const filters: { list?: ClientList; name?: string; volume?: ClientFilters['volume'] } = {};
  if (search.list && search.list !== 'all') filters.list = search.list;
  const name = search.name?.trim();
  if (name) filters.name = name;
  if (search.volume) filters.volume = search.volume;
  return filters;
}

export function hasFilters(search: ClientFilters): boolean {
  return Object.keys(activeFilters(search)).length > 0;
}

/** The Set-Cookie-style string that keeps the filters for a day, or removes the cookie when there are none. */
export function filterCookie(filters: ClientFilters): string {
  const active = activeFilters(filters);
  if (Object.keys(active).length === 0) return `${FILTER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return `${FILTER_COOKIE}=${encodeURIComponent(JSON.stringify(active))}; Max-Age=${FILTER_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The filters kept in a `document.cookie` string (none when absent or malformed). */
export function filtersFromCookies(cookies: string): ClientFilters {
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FILTER_COOKIE}=`));
  if (!entry) return {};
  try {
    const parsed = clientFiltersSchema.safeParse(JSON.parse(decodeURIComponent(entry.slice(FILTER_COOKIE.length + 1))));
    return parsed.success ? activeFilters(parsed.data) : {};
  } catch {
    return {};
  }
}

/** The kept filters to open the list with, or null: the address has its own, nothing is kept, or a reset led here. */
export function filtersToRestore(search: ClientFilters, kept: ClientFilters, reset: boolean): ClientFilters | null {
  if (reset || hasFilters(search) || !hasFilters(kept)) return null;
  return activeFilters(kept);
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The clients list was opened by its reset button (or by clearing every filter): the kept filters do not come back. */
    readonly filtersReset?: boolean;
  }
}

/** POST app/v1/client/list: the table request plus the list's criteria. */
export function clientListRequest(request: DataTableRequest, filters: ClientFilters): Partial<ClientListRequest> & DataTableRequest {
  return {
    ...request,
    client_alias_or_emag_name: filters.name?.trim() ?? '',
    deleted: filters.list === 'deleted',
    shipment_count_volume: filters.volume ?? null,
    // The spec's "missing price lists" selector, and clients without any courier login (the dashboard's figure).
    ...(filters.list === 'missing_price_lists' ? { missing_price_list: true } : {}),
    ...(filters.list === 'missing_credentials' ? { missing_courier_credentials: true } : {}),
  };
}

// The browser's cookie jar.
export const loadFilterCookie = (): ClientFilters => filtersFromCookies(document.cookie);
export const saveFilterCookie = (filters: ClientFilters): void => void (document.cookie = filterCookie(filters));

import { z } from 'zod';
import {
  LISTING_COUNTRIES,
  LISTING_DATE_TYPES,
  LISTING_PAGE_SIZES,
  LISTING_PROBLEM_RULES,
  LISTING_TYPES,
  listingCriteria,
  type ListingCriteria,
} from '@parcel/contracts';
import { ROLES, type Role } from '@parcel/domain';

/** A client chosen in a picker: its id goes to the API, its name stays on screen. */
const pickedClient = z.object({ id: z.number().int().positive(), name: z.string().max(200) });
export type PickedClient = z.output<typeof pickedClient>;

const yesNo = z.enum(['', '1', '0']).catch('');
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .or(z.literal(''));
const shortText = z.string().max(100).catch('');

/**
 * The filters as the form holds them (spec/03 §2): strings for the selects and
 * fields ('' = any), the clients with their names. Anything malformed in the
 * browser's storage falls back to the default of that filter.
 */
export const listingFiltersSchema = z.object({
  type: z.enum(['parcels', 'shipments']).catch('parcels'),
  deleted: z.enum(['0', '1']).catch('0'),
  locker: yesNo,
  cod: yesNo,
  start: day.catch(''),
  end: day.catch(''),
  /** Which date the range filters: created (spec/03 §2) or first received in the warehouse (docs/dashboard.md). */
  date_type: z.enum(LISTING_DATE_TYPES).catch('created'),
  status_group_id: z.string().regex(/^\d*$/).catch(''),
  internal_number: shortText,
  out_number: shortText,
  return_number: shortText,
  /** The client search (staff): a client picked from the suggestions. */
  client: pickedClient.nullable().catch(null),
  country: z.enum(['', 'RO', 'HU', 'BG']).catch(''),
  processable: yesNo,
  client_ids: z.array(pickedClient).max(1000).catch([]),
  client_list_filter_mode: z.enum(['include', 'exclude']).catch('include'),
  problem_rule_code: z.enum(['', ...LISTING_PROBLEM_RULES]).catch(''),
  problematic_sector_id: z.string().regex(/^\d*$/).catch(''),
});
export type ListingFilters = z.output<typeof listingFiltersSchema>;

export type ListingPageSize = (typeof LISTING_PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: ListingPageSize = 25;

/** The table's place: page (1-based), size and order ('' = the default order). */
export const listingPagingSchema = z.object({
  page: z.number().int().min(1).catch(1),
  size: z
    .number()
    .int()
    .refine((size) => (LISTING_PAGE_SIZES as readonly number[]).includes(size))
    .catch(DEFAULT_PAGE_SIZE),
  sort: z.string().max(64).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
});
export type ListingPaging = z.output<typeof listingPagingSchema>;

/** What the browser keeps per user: the applied filters and the table's place. */
const storedListingSchema = z.object({ filters: listingFiltersSchema, paging: listingPagingSchema });
export type StoredListing = z.output<typeof storedListingSchema>;

/** Today in Warsaw (the listing's days are Warsaw days), as YYYY-MM-DD. */
export function warsawToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The filters of a first visit and of the reset button: everything open, active parcels of today. */
export function defaultFilters(today: string): ListingFilters {
  return {
    type: 'parcels',
    deleted: '0',
    locker: '',
    cod: '',
    start: today,
    end: today,
    date_type: 'created',
    status_group_id: '',
    internal_number: '',
    out_number: '',
    return_number: '',
    client: null,
    country: '',
    processable: '',
    client_ids: [],
    client_list_filter_mode: 'include',
    problem_rule_code: '',
    problematic_sector_id: '',
  };
}

export const DEFAULT_PAGING: ListingPaging = { page: 1, size: DEFAULT_PAGE_SIZE };

/** Which filters a role sees (spec/03 §2: clients see no client filters, no processable filter, no extra filters). */
export function visibleFilters(role: Role, type: ListingFilters['type']) {
  const staff = role !== ROLES.client;
  return {
    client: staff,
    processable: staff && type === 'parcels',
    extra: staff,
    problemRule: role === ROLES.admin,
    problematicSector: staff && type === 'parcels',
  };
}

const flag = (value: '' | '1' | '0') => (value === '' ? undefined : value === '1');
const id = (value: string) => (value === '' ? undefined : Number(value));
const text = (value: string) => value.trim() || undefined;

/**
 * The criteria sent to POST app/v1/parcel/list for these filters: only what
 * the role sees (the API enforces it as well), empty filters left out.
 */
export function toCriteria(filters: ListingFilters, role: Role): ListingCriteria {
  const visible = visibleFilters(role, filters.type);
  const criteria: ListingCriteria = {
    type: filters.type,
    deleted: filters.deleted === '1',
    client_list_filter_mode: 'include',
  };
  const set = <K extends keyof ListingCriteria>(key: K, value: ListingCriteria[K] | undefined) => {
    if (value !== undefined) criteria[key] = value;
  };
  set('start', filters.start || undefined);
  set('end', filters.end || undefined);
  if (filters.date_type === 'received') criteria.date_type = 'received';
  set('locker', flag(filters.locker));
  set('cod', flag(filters.cod));
  set('status_group_id', id(filters.status_group_id));
  set('internal_number', text(filters.internal_number));
  set('out_number', text(filters.out_number));
  set('return_number', text(filters.return_number));
  set('country', filters.country === '' ? undefined : LISTING_COUNTRIES[filters.country]);
  if (visible.client) set('client_id', filters.client?.id);
  if (visible.processable) set('processable', flag(filters.processable));
  if (visible.extra && filters.client_ids.length > 0) {
    criteria.client_ids = filters.client_ids.map((client) => client.id);
    criteria.client_list_filter_mode = filters.client_list_filter_mode;
  }
  if (visible.problemRule) set('problem_rule_code', filters.problem_rule_code || undefined);
  if (visible.problematicSector) set('problematic_sector_id', id(filters.problematic_sector_id));
  return criteria;
}

/** A criterion of a link (the API's own schema for it): a bad value is left out, as if not given. */
const linked = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const field = listingCriteria.shape;

/**
 * The criteria a link may carry in the address (/parcels?status_group_id=3&start=2026-11-25&end=2026-11-25, the
 * dashboard's figures): each validated by the listing contract's schema of that criterion; unknown keys and bad
 * values are left out. The client filters are not among them (the form shows a picked client's name).
 */
export const listingLinkSchema = z.object({
  type: linked(z.enum(LISTING_TYPES)),
  start: linked(field.start),
  end: linked(field.end),
  date_type: linked(field.date_type),
  status_group_id: linked(field.status_group_id),
  deleted: linked(field.locker),
  locker: linked(field.locker),
  cod: linked(field.cod),
  processable: linked(field.processable),
  country: linked(field.country),
  internal_number: linked(field.internal_number),
  out_number: linked(field.out_number),
  return_number: linked(field.return_number),
  problem_rule_code: linked(field.problem_rule_code),
  problematic_sector_id: linked(field.problematic_sector_id),
});
export type ListingLink = z.output<typeof listingLinkSchema>;

const yesNoOf = (value: boolean | undefined): '' | '1' | '0' => (value === undefined ? '' : value ? '1' : '0');
const countryOf = (id: number | undefined) =>
  (Object.entries(LISTING_COUNTRIES).find(([, countryId]) => countryId === id)?.[0] ?? '') as ListingFilters['country'];

/**
 * The filters a link opens the list with, or null when it carries no criterion: they replace the saved ones for the
 * visit. A link states the whole filter: what it leaves out is open (no dates unless given), the rest as a reset.
 */
export function filtersFromLink(search: Record<string, unknown>, today: string): ListingFilters | null {
  const parsed = listingLinkSchema.safeParse(search);
  if (!parsed.success) return null;
  const link = parsed.data;
  if (Object.values(link).every((value) => value === undefined)) return null;
  const defaults = defaultFilters(today);
  return listingFiltersSchema.parse({
    ...defaults,
    type: link.type ?? defaults.type,
    deleted: link.deleted ? '1' : '0',
    locker: yesNoOf(link.locker),
    cod: yesNoOf(link.cod),
    start: link.start ?? '',
    end: link.end ?? '',
    date_type: link.date_type ?? 'created',
    status_group_id: link.status_group_id === undefined ? '' : String(link.status_group_id),
    internal_number: link.internal_number ?? '',
    out_number: link.out_number ?? '',
    return_number: link.return_number ?? '',
    country: countryOf(link.country),
    processable: yesNoOf(link.processable),
    problem_rule_code: link.problem_rule_code ?? '',
    problematic_sector_id: link.problematic_sector_id === undefined ? '' : String(link.problematic_sector_id),
  });
}

/** The browser's key for a user's listing (criteria are saved per user, spec/03 §9). */
export const listingStorageKey = (userId: string) => `parcel-list:${userId}`;

/** The user's saved listing, or the defaults with today's dates; what storage holds is validated field by field. */
export function loadListing(storage: Pick<Storage, 'getItem'>, userId: string, today: string): StoredListing {
  const fallback = { filters: defaultFilters(today), paging: DEFAULT_PAGING };
  try {
    const raw = storage.getItem(listingStorageKey(userId));
    if (!raw) return fallback;
    const parsed = JSON.parse(raw) as { filters?: unknown; paging?: unknown } | null;
    if (!parsed || typeof parsed !== 'object') return fallback;
    const filters = listingFiltersSchema.safeParse({ ...fallback.filters, ...(parsed.filters as object) });
    const paging = listingPagingSchema.safeParse({ ...DEFAULT_PAGING, ...(parsed.paging as object) });
    return storedListingSchema.parse({
      filters: filters.success ? filters.data : fallback.filters,
      paging: paging.success ? paging.data : DEFAULT_PAGING,
    });
  } catch {
    return fallback;
  }
}

export function saveListing(storage: Pick<Storage, 'setItem'>, userId: string, listing: StoredListing): void {
  try {
    storage.setItem(listingStorageKey(userId), JSON.stringify(listing));
  } catch {
    // A full or blocked storage only loses the restore after a reload.
  }
}

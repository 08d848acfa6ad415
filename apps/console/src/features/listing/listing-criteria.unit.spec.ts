import { describe, expect, it } from 'vitest';
import { listingCriteria, listingRequest } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import {
  DEFAULT_PAGING,
  defaultFilters,
  listingStorageKey,
  loadListing,
  saveListing,
  toCriteria,
  visibleFilters,
  warsawToday,
  type ListingFilters,
} from './listing-criteria';

const TODAY = '2026-11-24';

/** Every filter set, as an admin would fill the form. */
const everything: ListingFilters = {
  ...defaultFilters(TODAY),
  deleted: '1',
  locker: '1',
  cod: '0',
  start: '2026-11-01',
  end: '2026-11-24',
  status_group_id: '3',
  internal_number: ' 12PRO00001 ',
  out_number: 'OUT1',
  return_number: 'RET1',
  client: { id: 7, name: 'Sklep' },
  country: 'HU',
  processable: '0',
  client_ids: [
    { id: 8, name: 'A' },
    { id: 9, name: 'B' },
  ],
  client_list_filter_mode: 'exclude',
  problem_rule_code: 'SHIPMENT_NOT_ACCOUNTED',
  problematic_sector_id: '4',
};

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('the listing criteria per role (spec/03 §2, §3)', () => {
  it('given a first visit, then active parcels of today and nothing else', () => {
    expect(toCriteria(defaultFilters(TODAY), ROLES.admin)).toEqual({
      type: 'parcels',
      deleted: false,
      client_list_filter_mode: 'include',
      start: TODAY,
      end: TODAY,
    });
  });

  it('given an admin with every filter, then every criterion, the country as its id, texts trimmed; the contract accepts it', () => {
    const criteria = toCriteria(everything, ROLES.admin);
    expect(criteria).toEqual({
      type: 'parcels',
      deleted: true,
      locker: true,
      cod: false,
      start: '2026-11-01',
      end: '2026-11-24',
      status_group_id: 3,
      internal_number: '12PRO00001',
      out_number: 'OUT1',
      return_number: 'RET1',
      client_id: 7,
      country: 3,
      processable: false,
      client_ids: [8, 9],
      client_list_filter_mode: 'exclude',
      problem_rule_code: 'SHIPMENT_NOT_ACCOUNTED',
      problematic_sector_id: 4,
    });
    expect(listingCriteria.parse(criteria)).toEqual(criteria);
    expect(listingRequest.parse({ start: 0, length: 5000, criteria }).criteria).toEqual(criteria);
  });

  it('given a warehouse worker, then no problem rule (admins only), the rest as for an admin', () => {
    const criteria = toCriteria(everything, ROLES.warehouse_worker);
    expect(criteria.problem_rule_code).toBeUndefined();
    expect(criteria).toMatchObject({ client_id: 7, client_ids: [8, 9], processable: false, problematic_sector_id: 4 });
  });

  it('given a client, then no client filters, no processable, no extra filters, even when storage held them', () => {
    const criteria = toCriteria(everything, ROLES.client);
    for (const key of ['client_id', 'client_name', 'client_ids', 'processable', 'problem_rule_code', 'problematic_sector_id'] as const)
      expect(criteria[key]).toBeUndefined();
    expect(criteria.client_list_filter_mode).toBe('include');
    expect(criteria).toMatchObject({ internal_number: '12PRO00001', country: 3, locker: true, cod: false });
  });

  it('given the shipment list, then no processable and no problematic sector (parcels only)', () => {
    const criteria = toCriteria({ ...everything, type: 'shipments' }, ROLES.admin);
    expect(criteria.type).toBe('shipments');
    expect(criteria.processable).toBeUndefined();
    expect(criteria.problematic_sector_id).toBeUndefined();
    expect(criteria.problem_rule_code).toBe('SHIPMENT_NOT_ACCOUNTED');
  });

  it('given no chosen clients, then the mode stays include (an empty exclude list excludes nobody)', () => {
    expect(toCriteria({ ...everything, client_ids: [] }, ROLES.admin)).toMatchObject({ client_list_filter_mode: 'include' });
    expect(toCriteria({ ...everything, client_ids: [] }, ROLES.admin).client_ids).toBeUndefined();
  });

  it('shows filters by role and kind', () => {
    expect(visibleFilters(ROLES.client, 'parcels')).toEqual({
      client: false,
      processable: false,
      extra: false,
      problemRule: false,
      problematicSector: false,
    });
    expect(visibleFilters(ROLES.warehouse_worker, 'parcels')).toEqual({
      client: true,
      processable: true,
      extra: true,
      problemRule: false,
      problematicSector: true,
    });
    expect(visibleFilters(ROLES.admin, 'shipments')).toMatchObject({ processable: false, problemRule: true, problematicSector: false });
  });
});

describe('the saved listing per user (spec/03 §9)', () => {
  it('given nothing saved, then the defaults with today', () => {
    expect(loadListing(memoryStorage(), 'u1', TODAY)).toEqual({ filters: defaultFilters(TODAY), paging: DEFAULT_PAGING });
  });

  it('given a saved listing, then it comes back for that user only', () => {
    const storage = memoryStorage();
    const saved = { filters: everything, paging: { page: 3, size: 5000, sort: 'internal_number', dir: 'asc' as const } };
    saveListing(storage, 'u1', saved);
    expect(storage.items.has(listingStorageKey('u1'))).toBe(true);
    expect(loadListing(storage, 'u1', TODAY)).toEqual(saved);
    expect(loadListing(storage, 'u2', TODAY)).toEqual({ filters: defaultFilters(TODAY), paging: DEFAULT_PAGING });
  });

  it('given a damaged or older entry, then each broken field falls back to its default, the rest is kept', () => {
    const storage = memoryStorage({
      [listingStorageKey('u1')]: JSON.stringify({
        filters: { type: 'shipments', country: 'XX', locker: 'maybe', client_ids: 'nope', out_number: 'OUT9' },
        paging: { page: -1, size: 77 },
      }),
    });
    const loaded = loadListing(storage, 'u1', TODAY);
    expect(loaded.filters).toEqual({ ...defaultFilters(TODAY), type: 'shipments', out_number: 'OUT9' });
    expect(loaded.paging).toEqual(DEFAULT_PAGING);
    expect(loadListing(memoryStorage({ [listingStorageKey('u1')]: '{not json' }), 'u1', TODAY).filters).toEqual(defaultFilters(TODAY));
  });

  it('counts days in Warsaw: 23:30 UTC on 24 November is already the 25th there', () => {
    expect(warsawToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(warsawToday(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-24');
  });
});

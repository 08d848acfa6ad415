import { describe, expect, it } from 'vitest';
import { priceListTerms } from './price-list-fixtures.testing.js';
import type { PriceListTerms } from './price-list-terms.js';
import { activeListIds, selectPriceList, specialAssociationOf, type PricedList, type PriceListQuery } from './select-price-list.js';

const list = (id: number, overrides: Partial<PriceListTerms> = {}, extra: Partial<PricedList> = {}): PricedList => ({
  id,
  revision: 0,
  deactivatedAt: null,
  terms: priceListTerms({ name: `Cennik ${id}`, ...overrides }),
  ...extra,
});
const query = (overrides: Partial<PriceListQuery> = {}): PriceListQuery => ({
  type: 'income',
  clientId: 5,
  specialAssociation: 'locker',
  countryId: 1,
  on: '2026-06-10',
  at: '2026-06-10T12:00:00.000Z',
  ...overrides,
});
const selected = (lists: PricedList[], q: Partial<PriceListQuery> = {}) => selectPriceList(lists, query(q))?.id;

describe('selecting the list that prices a shipment', () => {
  const defaultStandard = list(1);
  const defaultLocker = list(2, { specialAssociation: 'locker' });
  const clientStandard = list(3, { clientId: 5 });
  const clientLocker = list(4, { clientId: 5, specialAssociation: 'locker' });
  const all = [defaultStandard, defaultLocker, clientStandard, clientLocker];

  it('given every kind, then the client list of the association first, then the client standard, the default of the association, the default standard', () => {
    expect(selected(all)).toBe(4);
    expect(selected([defaultStandard, defaultLocker, clientStandard])).toBe(3);
    expect(selected([defaultStandard, defaultLocker])).toBe(2);
    expect(selected([defaultStandard])).toBe(1);
    expect(selected([])).toBeUndefined();
  });

  it('given another client, the default lists; a standard shipment never takes an association list', () => {
    expect(selected(all, { clientId: 6 })).toBe(2);
    expect(selected(all, { clientId: null })).toBe(2);
    expect(selected(all, { specialAssociation: 'standard' })).toBe(3);
    expect(selected([defaultLocker], { specialAssociation: 'standard' })).toBeUndefined();
  });

  it('given lists of another type, country or courier, then they are not taken', () => {
    expect(selected([list(1, { countryId: 3 })])).toBeUndefined();
    expect(selected([list(1, { type: 'cost', countryId: null, courierId: 1 })])).toBeUndefined();
    const courierList = list(9, { type: 'cost', countryId: null, courierId: 4 });
    expect(selected([courierList], { type: 'cost', countryId: undefined, courierId: 4 })).toBe(9);
    expect(selected([courierList], { type: 'cost', courierId: 5 })).toBeUndefined();
  });

  it('given a begin date, then the list prices from that day on (the day before: not yet)', () => {
    const june10 = list(1, { beginDate: '2026-06-10' });
    expect(selected([june10], { on: '2026-06-10' })).toBe(1);
    expect(selected([june10], { on: '2026-06-09' })).toBeUndefined();
  });

  it('given two lists of a group, then the latest begun one; on the same day the higher id', () => {
    const may = list(1, { beginDate: '2026-05-01' });
    const june = list(2, { beginDate: '2026-06-01' });
    const july = list(3, { beginDate: '2026-07-01' });
    expect(selected([july, may, june])).toBe(2);
    expect(selected([july, may, june], { on: '2026-07-01' })).toBe(3);
    expect(selected([list(8, { beginDate: '2026-06-01' }), list(7, { beginDate: '2026-06-01' })])).toBe(8);
  });

  it('given the client list deactivated, then it prices until the instant before, and the default list from that instant on', () => {
    const off = list(4, { clientId: 5, specialAssociation: 'locker' }, { deactivatedAt: '2026-06-10T12:00:00.000Z' });
    expect(selected([defaultLocker, off], { at: '2026-06-10T11:59:59.999Z' })).toBe(4);
    expect(selected([defaultLocker, off], { at: '2026-06-10T12:00:00.000Z' })).toBe(2);
  });

  it('given the newest client list deactivated, then an older client list of the group does not come back (the default prices)', () => {
    const older = list(3, { clientId: 5, beginDate: '2026-05-01' });
    const newest = list(5, { clientId: 5, beginDate: '2026-06-01' }, { deactivatedAt: '2026-06-05T00:00:00.000Z' });
    expect(selected([defaultStandard, older, newest], { specialAssociation: 'standard' })).toBe(1);
    // A newer client list begun after the deactivation prices again.
    const renewed = list(6, { clientId: 5, beginDate: '2026-06-08' });
    expect(selected([defaultStandard, older, newest, renewed], { specialAssociation: 'standard' })).toBe(6);
  });

  it('given a deleted list, then it is never taken', () => {
    expect(selected([defaultStandard, list(3, { clientId: 5 }, { deleted: true })])).toBe(1);
  });
});

describe('the lists in effect today', () => {
  it('given groups of lists, then the newest begun of each group that is not deactivated', () => {
    const lists = [
      list(1, { beginDate: '2026-05-01' }),
      list(2, { beginDate: '2026-06-01' }),
      list(3, { beginDate: '2026-06-11' }),
      list(4, { clientId: 5 }, { deactivatedAt: '2026-06-09T00:00:00.000Z' }),
      list(5, { clientId: 6, specialAssociation: 'emag' }),
      list(6, { countryId: 3 }),
      list(7, { type: 'cost', countryId: null, courierId: 1 }),
      list(8, { countryId: 4 }, { deleted: true }),
    ];
    expect(activeListIds(lists, '2026-06-10', '2026-06-10T12:00:00.000Z')).toEqual([2, 5, 6, 7]);
    expect(activeListIds(lists, '2026-06-11', '2026-06-11T00:00:00.000Z')).toEqual([3, 5, 6, 7]);
    expect(activeListIds(lists, '2026-06-08', '2026-06-08T12:00:00.000Z')).toEqual([2, 4, 5, 6, 7]);
  });
});

describe("a shipment's special association", () => {
  it.each([
    [{ isReturn: true, isEmag: true, isLocker: true }, 'return'],
    [{ isReturn: false, isEmag: true, isLocker: true }, 'emag'],
    [{ isReturn: false, isEmag: false, isLocker: true }, 'locker'],
    [{ isReturn: false, isEmag: false, isLocker: false }, 'standard'],
  ] as const)('given %o, then %s', (shipment, association) => {
    expect(specialAssociationOf(shipment)).toBe(association);
  });
});

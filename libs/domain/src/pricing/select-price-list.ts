import type { PriceListTerms, PriceListType, SpecialAssociation } from './price-list-terms.js';

/** A list as the selection sees it (the pricing area's PriceLists.all(): every list not deleted). */
export interface PricedList {
  readonly id: number;
  /** The revision of its stream when read (which version of the terms priced a shipment). */
  readonly revision: number;
  readonly terms: PriceListTerms;
  /** ISO instant; null while not deactivated. */
  readonly deactivatedAt: string | null;
  readonly deleted?: boolean;
}

/** What a shipment is priced as. */
export interface PriceListQuery {
  readonly type: PriceListType;
  readonly clientId: number | null;
  readonly specialAssociation: SpecialAssociation;
  /** Income lists. */
  readonly countryId?: number | null;
  /** Cost lists. */
  readonly courierId?: number | null;
  /** The accounting day (YYYY-MM-DD, Warsaw): lists begun on or before it. */
  readonly on: string;
  /** The accounting instant (ISO): a list deactivated at or before it no longer prices. */
  readonly at: string;
}

/** One group of lists that replace each other over time: same type, client, association and country or courier. */
export interface PriceListGroup {
  readonly type: PriceListType;
  readonly clientId: number | null;
  readonly specialAssociation: SpecialAssociation;
  readonly countryId?: number | null;
  readonly courierId?: number | null;
}

const destinationOf = (group: { type: PriceListType; countryId?: number | null; courierId?: number | null }): number | null =>
  (group.type === 'income' ? group.countryId : group.courierId) ?? null;

const inGroup = (list: PricedList, group: PriceListGroup): boolean =>
  list.deleted !== true &&
  list.terms.type === group.type &&
  list.terms.clientId === group.clientId &&
  list.terms.specialAssociation === group.specialAssociation &&
  destinationOf(list.terms) === destinationOf(group);

const isDeactivatedAt = (list: PricedList, at: string): boolean =>
  list.deactivatedAt !== null && Date.parse(list.deactivatedAt) <= Date.parse(at);

/** Later begin date first; of two begun the same day, the higher id (the one saved later). */
const newerFirst = (a: PricedList, b: PricedList): number => b.terms.beginDate.localeCompare(a.terms.beginDate) || b.id - a.id;

/**
 * The list of one group in effect on `on` at `at`: the one begun last. A
 * deactivated one stops the group (its client goes back to the default list,
 * spec/03 §4): an older list of the group does not come back.
 */
export function listInEffect(lists: readonly PricedList[], group: PriceListGroup, on: string, at: string): PricedList | undefined {
  const [newest] = lists.filter((list) => inGroup(list, group) && list.terms.beginDate <= on).sort(newerFirst);
  return newest && !isDeactivatedAt(newest, at) ? newest : undefined;
}

/**
 * The list that prices a shipment (docs/pricing.md "Which list"): the
 * client's list of the shipment's special association, else the client's
 * standard list, else the default list (no client) of the association, else
 * the default standard list; undefined when none is in effect.
 */
export function selectPriceList(lists: readonly PricedList[], query: PriceListQuery): PricedList | undefined {
  const associations: SpecialAssociation[] =
    query.specialAssociation === 'standard' ? ['standard'] : [query.specialAssociation, 'standard'];
  const clients = query.clientId === null ? [null] : [query.clientId, null];
  for (const clientId of clients) {
    for (const specialAssociation of associations) {
      const found = listInEffect(lists, { ...query, clientId, specialAssociation }, query.on, query.at);
      if (found) return found;
    }
  }
  return undefined;
}

const groupKey = (terms: PriceListTerms): string =>
  [terms.type, terms.clientId ?? 0, terms.specialAssociation, destinationOf(terms) ?? 0].join('|');

/** GET /{type}/current_active: the lists in effect today (one per group at most), ascending ids. */
export function activeListIds(lists: readonly PricedList[], today: string, now: string): number[] {
  const groups = new Map<string, PriceListTerms>();
  for (const list of lists) if (list.deleted !== true) groups.set(groupKey(list.terms), list.terms);
  return [...groups.values()]
    .map((terms) => listInEffect(lists, terms, today, now)?.id)
    .filter((id): id is number => id !== undefined)
    .sort((a, b) => a - b);
}

/**
 * A shipment's special association (spec silent; docs/pricing.md): a return
 * is priced as a return, else an eMAG shipment as eMAG, else a locker
 * shipment as locker, else standard. The selection falls back to standard
 * lists when no list of the association is in effect.
 */
export function specialAssociationOf(shipment: { isReturn: boolean; isEmag: boolean; isLocker: boolean }): SpecialAssociation {
  if (shipment.isReturn) return 'return';
  if (shipment.isEmag) return 'emag';
  if (shipment.isLocker) return 'locker';
  return 'standard';
}

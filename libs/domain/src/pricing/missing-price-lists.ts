import { destination } from '../shipments/catalogue.js';
import { activeListIds, type PricedList } from './select-price-list.js';

/**
 * The clients list's selector "missing price lists" (spec/01 §2; docs/pricing.md):
 * a client misses price lists when, today, one of the countries it may send to
 * has no income list in effect for it (its own or the default one, standard
 * association) or that country's courier has no cost list in effect (its own
 * or the default). Such a client's shipments there cannot be accounted
 * (SHIPMENT_NOT_ACCOUNTED).
 */
export function clientsMissingPriceLists(
  clients: readonly { id: number; allowedCountries: readonly number[] }[],
  lists: readonly PricedList[],
  today: string,
  now: string,
): number[] {
  const active = new Set(activeListIds(lists, today, now));
  const covered = new Set<string>();
  for (const list of lists) {
    const { terms } = list;
    if (!active.has(list.id) || terms.specialAssociation !== 'standard') continue;
    const target = terms.type === 'income' ? terms.countryId : terms.courierId;
    covered.add(`${terms.type}:${terms.clientId ?? '*'}:${target}`);
  }
  const has = (type: 'income' | 'cost', clientId: number, target: number) =>
    covered.has(`${type}:${clientId}:${target}`) || covered.has(`${type}:*:${target}`);
  return clients
    .filter((client) =>
      client.allowedCountries.some((countryId) => {
        const courierId = destination(countryId)?.courierId;
        if (courierId === undefined) return false; // not a destination (Poland)
        return !has('income', client.id, countryId) || !has('cost', client.id, courierId);
      }),
    )
    .map((client) => client.id);
}

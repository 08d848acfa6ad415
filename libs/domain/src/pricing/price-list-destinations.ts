import { DESTINATIONS } from '../shipments/catalogue.js';

/**
 * What a list prices besides its client and association: income lists a
 * destination country, cost lists a last-mile courier (spec/03 §9: courier
 * ids 1 Romania, 4 Hungary, 5 Bulgaria, 10 Czech Republic, 11 Slovakia; the
 * Czech and Slovak last mile is Sameday's cross-border service, docs/couriers.md).
 */
export const PRICE_LIST_COUNTRY_IDS: readonly number[] = DESTINATIONS.map((d) => d.id);

export interface PriceListCourier {
  readonly id: number;
  readonly name: string;
}

/** The last-mile couriers of cost lists (GET app/v1/courier/list), one per destination's courier id. */
export const PRICE_LIST_COURIERS: readonly PriceListCourier[] = [
  { id: 1, name: 'Sameday Rumunia' },
  { id: 4, name: 'Sameday Węgry' },
  { id: 5, name: 'Sameday Bułgaria' },
  { id: 10, name: 'Sameday Czechy (cross-border)' },
  { id: 11, name: 'Sameday Słowacja (cross-border)' },
];

export const priceListCourier = (id: number): PriceListCourier | undefined => PRICE_LIST_COURIERS.find((c) => c.id === id);
export const priceListCountryName = (id: number): string | undefined => DESTINATIONS.find((d) => d.id === id)?.name;

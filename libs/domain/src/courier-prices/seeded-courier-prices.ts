import { COURIERS } from '../clients/catalogues.js';
import type { CourierPriceTerms } from './courier-price.events.js';

/** A seeded price: fixed id (the spec has no create: the rows exist from the start), its courier, its terms. */
export interface SeededCourierPrice {
  readonly priceId: number;
  readonly courierId: number;
  readonly terms: CourierPriceTerms;
}

/** The weight bands of every courier's table (kg): up to 31.5 kg, the couriers' single-parcel limit. */
export const COURIER_PRICE_BANDS: readonly (readonly [min: number, max: number])[] = [
  [0, 1],
  [1, 3],
  [3, 5],
  [5, 10],
  [10, 20],
  [20, 31.5],
];

/** Net prices (PLN) per band, by courier id: a starting point the admins correct to their contracts. */
const NET_PRICES: Readonly<Record<number, readonly number[]>> = {
  1: [12.5, 14.9, 17.5, 21.9, 29.9, 39.9],
  2: [13.9, 15.9, 18.9, 23.9, 31.9, 42.9],
  3: [11.9, 13.9, 16.9, 20.9, 28.9, 38.9],
};

const DEFAULT_FLAGS = { this_side_up: false, liquid: false, not_expose_to_frost: false, cash_on_delivery: true, caution: false } as const;

/**
 * The price table every start makes sure exists (apps/api courier-prices
 * seeder): six bands per courier of COURIERS, VAT 23 %, insurance up to 100,
 * cash on delivery accepted. Ids 1-6 are courier 1's, 7-12 courier 2's, 13-18
 * courier 3's; they never change, so an admin's edit of a row is kept.
 */
export const SEEDED_COURIER_PRICES: readonly SeededCourierPrice[] = COURIERS.flatMap((courier, courierIndex) =>
  COURIER_PRICE_BANDS.map(([min, max], band) => ({
    priceId: courierIndex * COURIER_PRICE_BANDS.length + band + 1,
    courierId: courier.id,
    terms: {
      net_price: NET_PRICES[courier.id]![band]!,
      vat_percentage: 23,
      max_insurance_value: 100,
      min_weight_value: min,
      max_weight_value: max,
      ...DEFAULT_FLAGS,
    },
  })),
);

import { describe, expect, it } from 'vitest';
import { COURIERS } from '../clients/catalogues.js';
import { DomainError, type ErrorCode } from '../shared/errors.js';
import type { CourierPriceEvent, CourierPriceTerms } from './courier-price.events.js';
import {
  changeCourierPrice,
  courierPricesStream,
  evolveCourierPriceTable,
  initialCourierPriceTableState,
  seedCourierPrices,
  type CourierPriceTableState,
} from './courier-price-table.js';
import { COURIER_PRICE_BANDS, SEEDED_COURIER_PRICES } from './seeded-courier-prices.js';

const terms = (overrides: Partial<CourierPriceTerms> = {}): CourierPriceTerms => ({
  net_price: 12.5,
  vat_percentage: 23,
  max_insurance_value: 100,
  min_weight_value: 0,
  max_weight_value: 1,
  this_side_up: false,
  liquid: false,
  not_expose_to_frost: false,
  cash_on_delivery: true,
  caution: false,
  ...overrides,
});
const defined = (priceId: number, courierId = 1, t = terms()): CourierPriceEvent => ({
  type: 'CourierPriceDefined',
  data: { priceId, courierId, terms: t },
});
const changed = (priceId: number, courierId: number, t: CourierPriceTerms): CourierPriceEvent => ({
  type: 'CourierPriceChanged',
  data: { priceId, courierId, terms: t },
});
const given = (...events: CourierPriceEvent[]): CourierPriceTableState =>
  events.reduce(evolveCourierPriceTable, initialCourierPriceTableState);
const thenError = (act: () => unknown, code: ErrorCode) => {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
};

describe('the seeded courier price tables', () => {
  it('hold six weight bands for each courier of the catalogue, under ids that never repeat, up to 31.5 kg', () => {
    expect(SEEDED_COURIER_PRICES).toHaveLength(COURIERS.length * COURIER_PRICE_BANDS.length);
    expect(new Set(SEEDED_COURIER_PRICES.map((p) => p.priceId)).size).toBe(SEEDED_COURIER_PRICES.length);
    expect(SEEDED_COURIER_PRICES.filter((p) => p.courierId === 1).map((p) => p.priceId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(SEEDED_COURIER_PRICES.filter((p) => p.courierId === 3).map((p) => [p.terms.min_weight_value, p.terms.max_weight_value])).toEqual(
      COURIER_PRICE_BANDS,
    );
    for (const { terms: t } of SEEDED_COURIER_PRICES) {
      expect(t.vat_percentage).toBe(23);
      expect(t.net_price).toBeGreaterThan(0);
      expect(t.min_weight_value).toBeLessThan(t.max_weight_value);
      expect(t.max_weight_value).toBeLessThanOrEqual(100);
    }
  });

  it('live on one stream per courier', () => {
    expect(courierPricesStream(2)).toBe('courier-prices-2');
  });

  it('given an empty table, when seeded, then CourierPriceDefined for each of the courier’s seeded rows only', () => {
    const events = seedCourierPrices(given(), 2, SEEDED_COURIER_PRICES);
    expect(events.map((e) => e.data.priceId)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(events.every((e) => e.type === 'CourierPriceDefined' && e.data.courierId === 2)).toBe(true);
  });

  it('given a seeded table whose row an admin changed, when seeded again, then nothing (the change stays)', () => {
    const seeded = seedCourierPrices(given(), 1, SEEDED_COURIER_PRICES);
    const state = given(...seeded, changed(1, 1, terms({ net_price: 99 })));
    expect(seedCourierPrices(state, 1, SEEDED_COURIER_PRICES)).toEqual([]);
    expect(state.prices.get(1)?.net_price).toBe(99);
  });

  it('given a table missing one seeded row, when seeded, then only that row', () => {
    const all = seedCourierPrices(given(), 1, SEEDED_COURIER_PRICES);
    expect(seedCourierPrices(given(...all.slice(0, 5)), 1, SEEDED_COURIER_PRICES).map((e) => e.data.priceId)).toEqual([6]);
  });
});

describe('changing a courier price', () => {
  it('given a row, when its terms change, then CourierPriceChanged with the whole new terms', () => {
    const next = terms({ net_price: 13.99, caution: true, liquid: true });
    expect(changeCourierPrice(given(defined(1)), { courierId: 1, priceId: 1, terms: next })).toEqual([changed(1, 1, next)]);
  });

  it('given a row, when the same terms are saved, then nothing is recorded', () => {
    expect(changeCourierPrice(given(defined(1)), { courierId: 1, priceId: 1, terms: terms() })).toEqual([]);
  });

  it('given a change, then the table folds to the new terms', () => {
    const next = terms({ net_price: 20 });
    expect(given(defined(1), changed(1, 1, next)).prices.get(1)).toEqual(next);
  });

  it('given a price id the table does not have, then courier_price_not_found', () => {
    thenError(() => changeCourierPrice(given(defined(1)), { courierId: 1, priceId: 7, terms: terms() }), 'courier_price_not_found');
  });

  it('given a minimum weight not below the maximum, then courier_price_weight_range_invalid', () => {
    for (const [min, max] of [
      [5, 5],
      [10, 3],
    ]) {
      thenError(
        () =>
          changeCourierPrice(given(defined(1)), {
            courierId: 1,
            priceId: 1,
            terms: terms({ min_weight_value: min, max_weight_value: max }),
          }),
        'courier_price_weight_range_invalid',
      );
    }
  });

  it('given a band overlapping another row, then it is taken (rows of one weight may cover different features)', () => {
    const state = given(defined(1), defined(2, 1, terms({ min_weight_value: 1, max_weight_value: 3 })));
    expect(changeCourierPrice(state, { courierId: 1, priceId: 1, terms: terms({ max_weight_value: 2 }) })).toHaveLength(1);
  });
});

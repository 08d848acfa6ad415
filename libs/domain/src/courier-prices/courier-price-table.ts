import { DomainError, assertNever } from '../shared/errors.js';
import type { CourierPriceEvent, CourierPriceTerms } from './courier-price.events.js';
import type { SeededCourierPrice } from './seeded-courier-prices.js';

/**
 * One stream per courier's price table: a few rows changed now and then, so
 * the whole table is decided at once and never hot.
 */
export const courierPricesStream = (courierId: number): string => `courier-prices-${courierId}`;

/** The courier the spec's screens show by default (spec/03 §9 "Default courier for prices 1"). */
export const DEFAULT_PRICE_COURIER_ID = 1;

/** A courier's table: its rows by price id. */
export interface CourierPriceTableState {
  readonly prices: ReadonlyMap<number, CourierPriceTerms>;
}

export const initialCourierPriceTableState: CourierPriceTableState = { prices: new Map() };

export function evolveCourierPriceTable(state: CourierPriceTableState, event: CourierPriceEvent): CourierPriceTableState {
  switch (event.type) {
    case 'CourierPriceDefined':
    case 'CourierPriceChanged': {
      const prices = new Map(state.prices);
      prices.set(event.data.priceId, event.data.terms);
      return { prices };
    }
    default:
      return assertNever(event);
  }
}

const FLAGS = ['this_side_up', 'liquid', 'not_expose_to_frost', 'cash_on_delivery', 'caution'] as const;
const VALUES = ['net_price', 'vat_percentage', 'max_insurance_value', 'min_weight_value', 'max_weight_value'] as const;

const sameTerms = (a: CourierPriceTerms, b: CourierPriceTerms): boolean =>
  VALUES.every((key) => a[key] === b[key]) && FLAGS.every((key) => a[key] === b[key]);

/**
 * The contract checks each value (required, 0-100); what spans two fields is
 * decided here: a band's minimum weight must be below its maximum
 * (courier_price_weight_range_invalid, on max_weight_value). Bands may
 * overlap: rows of one weight may differ in the features they cover.
 */
export function assertValidCourierPrice(terms: CourierPriceTerms): void {
  if (!(terms.min_weight_value < terms.max_weight_value)) {
    throw new DomainError('courier_price_weight_range_invalid', {
      min_weight_value: terms.min_weight_value,
      max_weight_value: terms.max_weight_value,
    });
  }
}

/** The seeded rows this courier's table does not have yet (none once seeded: an admin's changes stay). */
export function seedCourierPrices(
  state: CourierPriceTableState,
  courierId: number,
  seeded: readonly SeededCourierPrice[],
): CourierPriceEvent[] {
  return seeded
    .filter((price) => price.courierId === courierId && !state.prices.has(price.priceId))
    .map((price) => ({ type: 'CourierPriceDefined', data: { priceId: price.priceId, courierId, terms: price.terms } }));
}

/**
 * PUT courier/price: an admin changes one row of the courier's table. A row
 * the table does not have is courier_price_not_found; the same terms again
 * record nothing.
 */
export function changeCourierPrice(
  state: CourierPriceTableState,
  command: { courierId: number; priceId: number; terms: CourierPriceTerms },
): CourierPriceEvent[] {
  const current = state.prices.get(command.priceId);
  if (!current) throw new DomainError('courier_price_not_found', { priceId: command.priceId });
  assertValidCourierPrice(command.terms);
  if (sameTerms(current, command.terms)) return [];
  return [{ type: 'CourierPriceChanged', data: { priceId: command.priceId, courierId: command.courierId, terms: command.terms } }];
}

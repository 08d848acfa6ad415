import { z } from 'zod';
import { flag, intId, numeric } from './validation.js';

/**
 * The courier price table (spec/03 §2 "Courier price table", §3 "Courier
 * price", §5, §7 "Courier prices", §9), admins only. Paths without a base
 * prefix, as the spec writes them (like the client prices):
 * GET courier/{courierId}/prices      -> [courier price] by weight (404 courier_price_courier_not_found: not a courier of the catalogue)
 * GET courier/{courierId}/prices/{id} -> one courier price; the id alone finds it (the spec's screen always asks courier 1)
 *                                        (404 courier_price_not_found)
 * PUT courier/price {id, net_price, vat_percentage, max_insurance_value, min_weight_value, max_weight_value, this_side_up,
 *                    liquid, not_expose_to_frost, cash_on_delivery, caution}
 *                                     -> { id, courier_id, message: 'price_updated' }
 *                                        (422 field map; max_weight_value: courier_price_weight_range_invalid; 404 courier_price_not_found)
 * There is no create or delete: every courier's table is seeded (docs/courier-prices.md).
 * Live read model: 'courier_prices'.
 */

/** The largest net price taken (PLN): far above any parcel's price, well inside the column. */
export const COURIER_NET_PRICE_MAX = 100_000;

const hasCents = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A net price: 0..COURIER_NET_PRICE_MAX with at most two decimals. */
const netPriceField = numeric(
  z.number().min(0, { error: 'too_small' }).max(COURIER_NET_PRICE_MAX, { error: 'too_big' }).refine(hasCents, { error: 'invalid_value' }),
);

/** VAT, insurance and weights: 0-100 (spec/03 §5, §9). */
const upTo100Field = numeric(z.number().min(0, { error: 'too_small' }).max(100, { error: 'too_big' }));

/** The flags of a row: 0/1/true/false; one left out is false (the form sends them all). */
const featureFlag = flag.default(false);

export const courierPriceFields = z.object({
  net_price: netPriceField,
  vat_percentage: upTo100Field,
  max_insurance_value: upTo100Field,
  min_weight_value: upTo100Field,
  max_weight_value: upTo100Field,
  this_side_up: featureFlag,
  liquid: featureFlag,
  not_expose_to_frost: featureFlag,
  cash_on_delivery: featureFlag,
  caution: featureFlag,
});

/** PUT courier/price: the row's id and all its fields. */
export const updateCourierPriceRequest = courierPriceFields.extend({ id: intId });
export type UpdateCourierPriceRequest = z.output<typeof updateCourierPriceRequest>;

export const courierPricesParams = z.object({ courierId: intId });
export const courierPriceParams = z.object({ courierId: intId, id: intId });

export const courierPriceView = z.object({
  id: z.number(),
  courier_id: z.number(),
  net_price: z.number(),
  vat_percentage: z.number(),
  max_insurance_value: z.number(),
  min_weight_value: z.number(),
  max_weight_value: z.number(),
  this_side_up: z.boolean(),
  liquid: z.boolean(),
  not_expose_to_frost: z.boolean(),
  cash_on_delivery: z.boolean(),
  caution: z.boolean(),
});
export type CourierPriceView = z.output<typeof courierPriceView>;
export const courierPriceList = z.array(courierPriceView);

export const courierPriceUpdatedResponse = z.object({ id: z.number(), courier_id: z.number(), message: z.literal('price_updated') });
export type CourierPriceUpdatedResponse = z.output<typeof courierPriceUpdatedResponse>;

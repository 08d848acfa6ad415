import { z } from 'zod';
import { eventTypesOf } from './event-types.js';

/** The schema of each courier price event's data (stream courier-prices-<courierId>), current version 1 (docs/courier-prices.md). */

const priceId = z.number().int().min(1);
const courierId = z.number().int().min(1);
const upTo100 = z.number().min(0).max(100);

/** One row's terms as recorded (the domain's CourierPriceTerms). */
export const courierPriceTermsSchema = z.object({
  net_price: z.number().min(0),
  vat_percentage: upTo100,
  max_insurance_value: upTo100,
  min_weight_value: upTo100,
  max_weight_value: upTo100,
  this_side_up: z.boolean(),
  liquid: z.boolean(),
  not_expose_to_frost: z.boolean(),
  cash_on_delivery: z.boolean(),
  caution: z.boolean(),
});

export const courierPriceEventSchemas = {
  /** A row of the seeded table (written once per row, at the first start that lacks it). */
  CourierPriceDefined: z.object({ priceId, courierId, terms: courierPriceTermsSchema }),
  /** An admin changed the row (the whole new terms). */
  CourierPriceChanged: z.object({ priceId, courierId, terms: courierPriceTermsSchema }),
} as const;

export const courierPricesEventSchemas = { ...courierPriceEventSchemas } as const;
export const COURIER_PRICE_EVENT_TYPES = eventTypesOf(courierPriceEventSchemas);

/**
 * One row of a courier's price table (spec/03 §3 "Courier price"): what the
 * courier charges us for a weight band, with the parcel features the band
 * covers. Weights in kg; the insurance and weight values 0-100 (spec/03 §9).
 */
export interface CourierPriceTerms {
  readonly net_price: number;
  readonly vat_percentage: number;
  readonly max_insurance_value: number;
  readonly min_weight_value: number;
  readonly max_weight_value: number;
  readonly this_side_up: boolean;
  readonly liquid: boolean;
  readonly not_expose_to_frost: boolean;
  readonly cash_on_delivery: boolean;
  readonly caution: boolean;
}

/** The events of one courier's price table (stream `courier-prices-<courierId>`). */
export type CourierPriceEvent =
  | { type: 'CourierPriceDefined'; data: { priceId: number; courierId: number; terms: CourierPriceTerms } }
  | { type: 'CourierPriceChanged'; data: { priceId: number; courierId: number; terms: CourierPriceTerms } };

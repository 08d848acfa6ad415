import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One row per courier price (the seeded rows, as the admins changed them). Amounts in PLN, weights in kg. */
export interface CourierPriceTable {
  id: number;
  courier_id: number;
  net_price: number;
  vat_percentage: number;
  max_insurance_value: number;
  min_weight_value: number;
  max_weight_value: number;
  this_side_up: boolean;
  liquid: boolean;
  not_expose_to_frost: boolean;
  cash_on_delivery: boolean;
  caution: boolean;
  /** When the row was defined or last changed (the event's recorded-at). */
  updated_at: Timestamp;
}

export interface CourierPricesTables {
  courier_prices: CourierPriceTable;
}

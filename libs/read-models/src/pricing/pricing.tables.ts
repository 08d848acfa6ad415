import type { ColumnType, JSONColumnType } from 'kysely';
import type { PriceListCurrency, PriceListType, SpecialAssociation, Surcharges } from '@parcel/domain';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A weight band as listed: its position (1-based) is its id. */
export interface StoredWeightThreshold {
  id: number;
  limiting_threshold: number;
  base_amount: number;
}

/**
 * One row per operational price list (deleted lists stay, flagged: the
 * accounting of a shipment names the list that priced it). Dates as
 * YYYY-MM-DD text (sorted as text they are in date order).
 */
export interface OperationalPriceListTable {
  id: number;
  type: PriceListType;
  /** null: a default list. */
  client_id: number | null;
  name: string;
  special_association: SpecialAssociation;
  country_id: number | null;
  courier_id: number | null;
  begin_date: string;
  currency: PriceListCurrency;
  specific_factors_currency: PriceListCurrency;
  /** The nine surcharges by key. */
  surcharges: JSONColumnType<Surcharges>;
  weight_thresholds: JSONColumnType<StoredWeightThreshold[]>;
  /** The Warsaw day its activation was recorded; null while pending. */
  activated_on: string | null;
  deactivated_at: Timestamp | null;
  /** It priced a shipment: locked. */
  used: boolean;
  deleted: boolean;
  /** The revision of its stream's last event. */
  revision: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PricingTables {
  operational_price_lists: OperationalPriceListTable;
}

import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/**
 * The listing read model (spec/03 §2, §3): one row per parcel and one per
 * shipment, each holding everything its list row shows and every column a
 * criterion filters on, so a page is one indexed read of one table.
 */
export interface ListingParcelTable {
  id: number;
  shipment_id: number;
  internal_number: string;
  shipment_number: string;
  client_id: number;
  client_name: string;
  status_id: number | null;
  status_name: string | null;
  status_group_id: number | null;
  status_at: NullableTimestamp;
  /** The current status row (time ties go to the later row). */
  status_row_id: number | null;
  recipient_name: string;
  destination_city: string | null;
  source_city: string | null;
  return_parcel: boolean;
  /** The foreign country (recipient's; sender's for returns): the country filter. */
  country_id: number;
  sender_country_id: number | null;
  recipient_country_id: number | null;
  /** The shipment's last-mile courier (the courier filter); in for returns, out otherwise. */
  courier_id: number;
  id_in_courier: number | null;
  id_out_courier: number | null;
  out_number: string | null;
  in_number: string | null;
  buffer_number: string | null;
  return_number: string | null;
  declared_content: string | null;
  cash_on_delivery: boolean;
  cash_on_delivery_value: number | null;
  currency: string | null;
  locker: boolean;
  deleted: boolean;
  processable: boolean;
  /** Open problems of the shipment by rule code (SHIPMENT_REGISTRATION_FAILED ...). */
  problem_rules: string[];
  problematic_sector_id: number | null;
  error_message: string | null;
  created_at: Timestamp;
}

export interface ListingShipmentTable {
  id: number;
  internal_waybill: string;
  client_id: number;
  client_name: string;
  /** The latest status among its parcels (the shipment's status for the status filters). */
  status_id: number | null;
  status_group_id: number | null;
  recipient_name: string;
  recipient_locality_name: string | null;
  sender_locality_name: string | null;
  out_waybill: string | null;
  in_waybill: string | null;
  declared_content: string | null;
  cash_on_delivery: boolean;
  cash_on_delivery_value: number | null;
  currency: string | null;
  type: string;
  country_id: number;
  sender_country_id: number | null;
  recipient_country_id: number | null;
  courier_id: number;
  locker: boolean;
  deleted: boolean;
  processable: boolean;
  problem_rules: string[];
  /** The courier's refusal (its parcels show it). */
  error_message: string | null;
  created_at: Timestamp;
}

/** Client names as the client stream last told them. */
export interface ListingClientTable {
  id: number;
  name: string;
}

/** Status type names and groups. */
export interface ListingStatusTypeTable {
  id: number;
  name: string;
  group_id: number | null;
}

/** Parcels' status rows (a deleted row makes the one before it current again). */
export interface ListingStatusRowTable {
  row_id: number;
  parcel_id: number;
  status_type_id: number;
  when: Timestamp;
}

/**
 * Rows per list and combination of the equality filters (deleted, client,
 * country, courier, status group (0: none), locker, cod, processable): counts
 * of criteria on these alone are sums of this table, not counts of rows.
 */
export interface ListingCountTable {
  list_type: string;
  deleted: boolean;
  client_id: number;
  country_id: number;
  courier_id: number;
  status_group_id: number;
  locker: boolean;
  cash_on_delivery: boolean;
  processable: boolean;
  count: number;
}

export interface ListingTables {
  listing_parcels: ListingParcelTable;
  listing_shipments: ListingShipmentTable;
  listing_clients: ListingClientTable;
  listing_status_types: ListingStatusTypeTable;
  listing_status_rows: ListingStatusRowTable;
  listing_counts: ListingCountTable;
}

import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** One row per parcel taken in from an outside courier (spec/02 §3 external inbound). */
export interface ExternalInboundTable {
  id: number;
  barcode: string;
  /** Upper-cased barcode: what an intake scan compares. */
  barcode_key: string;
  waybill: string;
  inbound_courier_id: number | null;
  scanned_at: Timestamp;
  scanned_by_user_id: string;
  scanned_by_email: string;
  comment: string | null;
  parcels_count: number;
  updated_at: Timestamp;
}

/** The parcels an intake took out of an inbound. */
export interface ExternalInboundParcelTable {
  external_inbound_id: number;
  parcel_id: number;
  number: string;
  added_at: Timestamp;
}

/** One row per alias reported by an intake scan; resolved ones name their client. */
export interface ClientAliasTable {
  id: number;
  alias: string;
  /** normalizeAlias(alias): what lookups compare. */
  normalized: string;
  proposed_client_id: number | null;
  client_id: number | null;
  is_emag: boolean;
  resolved_type: string | null;
  reported_at: Timestamp;
  resolved_at: NullableTimestamp;
}

export interface IntakeTables {
  external_inbounds: ExternalInboundTable;
  external_inbound_parcels: ExternalInboundParcelTable;
  client_aliases: ClientAliasTable;
}

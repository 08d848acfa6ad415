import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * One row per parcel the sorting put somewhere: its last classification
 * (zone, bucket, courier). The sorting decision reads it for the other
 * parcels of a multi-pack (present? waiting in the waiting room?).
 */
export interface ParcelSortingTable {
  parcel_id: number;
  shipment_id: number;
  zone: number;
  bucket: string | null;
  courier: string | null;
  status_type_id: number;
  classified_at: Timestamp;
  workstation: string | null;
}

export interface SortingTables {
  parcel_sorting: ParcelSortingTable;
}

import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/**
 * One row per live reported resignation (a deleted report's row is removed).
 * scanned_at is only what staff entered; the acceptance date shown falls back
 * to the shipment's first reception at the warehouse, read beside it from the
 * shipments read model (docs/resignations.md).
 */
export interface ResignationTable {
  id: number;
  shipment_id: number;
  /** The shipment's internal number. */
  waybill: string;
  client_id: number;
  /** The login that reported it. */
  user_id: string | null;
  scanned_at: NullableTimestamp;
  scanned_by_user_id: string | null;
  resend_at: NullableTimestamp;
  note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ResignationsTables {
  resignations: ResignationTable;
}

import type { ColumnType, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/**
 * One row per stay of a parcel in a problematic sector (the id is the
 * assigning event's id): what it is, where it waits, since when and who put it
 * there; when it left, who let it out and how. Everything shown is copied in
 * at projection time (no join at query time but the users' e-mails).
 */
export interface ProblemParcelTable {
  id: string;
  parcel_id: number;
  parcel_number: string;
  shipment_id: number;
  shipment_number: string;
  client_id: number;
  client_name: string;
  sector_id: number;
  sector_code: string;
  status_type_id: number;
  since: Timestamp;
  put_by: string | null;
  put_at_workstation: string | null;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
  resolved_at_workstation: string | null;
  resolution: string | null;
  note: string | null;
}

/** What problem_parcels copies into its rows, kept per shipment from ShipmentCreated/Changed (its own table: rebuildable). */
export interface ProblemParcelShipmentTable {
  shipment_id: number;
  number: string;
  client_id: number;
  client_name: string;
  /** The shipment's parcels: id -> number. */
  parcels: JSONColumnType<Record<string, string>>;
}

export interface ProblemParcelsTables {
  problem_parcels: ProblemParcelTable;
  problem_parcel_shipments: ProblemParcelShipmentTable;
}

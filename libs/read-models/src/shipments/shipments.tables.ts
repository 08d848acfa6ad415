import type { ColumnType, JSONColumnType } from 'kysely';
import type { ShipmentAdditionalData, ShipmentContent, ShipmentParty } from '@parcel/domain';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** One row per shipment: the order as last recorded, the courier's answer, deletion. */
export interface ShipmentTable {
  id: number;
  number: string;
  client_id: number;
  delivery_service: number;
  /** The foreign country (recipient's; sender's for returns). */
  country_id: number;
  courier_id: number;
  creator: string;
  is_emag: boolean;
  is_return: boolean;
  sender: JSONColumnType<ShipmentParty>;
  recipient: JSONColumnType<ShipmentParty>;
  content: JSONColumnType<ShipmentContent>;
  additional_data: JSONColumnType<ShipmentAdditionalData>;
  /** awaiting | failed | registered */
  registration: string;
  courier: string | null;
  awb: string | null;
  registered_at: NullableTimestamp;
  /** The user who created it / had it registered (null: the system); the history's own rows come from here. */
  created_by: string | null;
  registered_by: string | null;
  error_message: string | null;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row per parcel of a shipment: declared data, numbers, milestones, current status. */
export interface ShipmentParcelTable {
  id: number;
  shipment_id: number;
  number: string;
  position: number;
  weight: number;
  height: number;
  width: number;
  length: number;
  measured_weight: number | null;
  measured_height: number | null;
  measured_width: number | null;
  measured_length: number | null;
  non_conveyable: boolean;
  external_first_mile: string | null;
  external_last_mile: string | null;
  external_return: string | null;
  external_duplicated: string | null;
  external_buffer: string | null;
  last_status_id: number | null;
  last_status_at: NullableTimestamp;
  received_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  return_received_at: NullableTimestamp;
  /** False once a change of the shipment removed it. */
  active: boolean;
}

/**
 * Status history rows of parcels (the shipment's own milestones, created and
 * registered with the courier, are its columns: see shipmentRowId).
 */
export interface ParcelStatusRowTable {
  id: number;
  shipment_id: number;
  parcel_id: number | null;
  status_type_id: number;
  when: Timestamp;
  where: string;
  user_id: string | null;
  workstation: string | null;
  warehouse: string | null;
  deletion_allowed: boolean;
}

/** Problems of a shipment by rule (SHIPMENT_REGISTRATION_FAILED ...): reported until resolved. */
export interface ShipmentProblemTable {
  shipment_id: number;
  rule_code: string;
  status: string;
  reported_at: Timestamp;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
  payload: JSONColumnType<Record<string, unknown>>;
}

export interface ShipmentsTables {
  shipments: ShipmentTable;
  shipment_parcels: ShipmentParcelTable;
  parcel_status_rows: ParcelStatusRowTable;
  shipment_problems: ShipmentProblemTable;
}

import type { ColumnType, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * The exports read model (docs/reports.md): one row per export (from its
 * stream `export-<uuid>`), with what the list, the poll and the download need;
 * the validation errors of its current attempt; and, for the employee_activity
 * report, the warehouse's status rows and classifications counted per day,
 * user and workstation (from the events' metadata).
 */
export interface ExportTable {
  identifier: string;
  id: number;
  type: string;
  name: string;
  status: string;
  error: string | null;
  errors_count: number;
  used_for_invoice: boolean;
  client_id: number | null;
  client_name: string | null;
  user_id: string;
  role: number;
  criteria: JSONColumnType<Record<string, unknown> | null>;
  start: string;
  end: string;
  custom: boolean;
  attempt: number;
  performed_count: number;
  total_count: number;
  /** The file's name in the exports directory, once generated. */
  file: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ExportValidationErrorTable {
  id: number;
  identifier: string;
  type: string;
  internal_waybill: string | null;
  parcel_internal_numbers: JSONColumnType<string[]>;
  reviewed: boolean;
  additional_data: JSONColumnType<Record<string, unknown>>;
}

/** What a warehouse user did at a workstation on a Warsaw day ('' when at none). */
export interface EmployeeActivityTable {
  day: string;
  user_id: string;
  workstation: string;
  /** Status rows recorded (scans and hand-set statuses). */
  statuses: number;
  /** Of them, recorded by a scan. */
  scans: number;
  classifications: number;
}

export interface ExportsTables {
  exports: ExportTable;
  export_validation_errors: ExportValidationErrorTable;
  employee_activity: EmployeeActivityTable;
}

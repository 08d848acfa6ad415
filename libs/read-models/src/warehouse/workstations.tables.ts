import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One row per workstation (deleted ones kept with deleted_at), with the workflow running at it. */
export interface WorkstationTable {
  id: number;
  code: string;
  workstation_type_id: number;
  warehouse_id: number;
  active_user_id: string | null;
  active_email: string | null;
  active_since: Timestamp | null;
  active_workflow_id: number | null;
  deleted_at: Timestamp | null;
  updated_at: Timestamp;
}

/** A worker's time at a workstation (spec/02 §3 workflow rows: email, start_at, end_at, end_type). */
export interface WorkstationWorkflowTable {
  id: number;
  workstation_id: number;
  workstation_code: string;
  user_id: string;
  email: string;
  start_at: Timestamp;
  end_at: Timestamp | null;
  end_type: string | null;
}

export interface WarehouseTables {
  workstations: WorkstationTable;
  workstation_workflows: WorkstationWorkflowTable;
}

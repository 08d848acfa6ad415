import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * One row per status type, deleted ones kept (flag `deleted`) so the names of
 * statuses already given stay readable. Columns carry the spec's field names.
 */
export interface StatusTypeTable {
  id: number;
  name: string;
  displayed_name: string;
  displayed_name_ro: string;
  /** 0 or 1 (1: staff only). */
  internal: number;
  id_courier: number;
  system_id: string | null;
  code: string | null;
  group_id: number | null;
  repeatable: boolean;
  deleted: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The status groups of the listing filter: reference rows written by the migration (STATUS_GROUPS), no events. */
export interface StatusTypeGroupTable {
  id: number;
  name: string;
  name_ro: string;
}

export interface StatusesTables {
  status_types: StatusTypeTable;
  status_type_groups: StatusTypeGroupTable;
}

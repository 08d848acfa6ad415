import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * Events a projection or a process manager could not handle after its retries,
 * parked so the rest goes on (one row per handler and event). Written by the
 * runners themselves (in the projection's batch transaction, or beside the
 * process manager's checkpoint), not by a projection.
 */
export interface DeadLetterTable {
  id: Generated<number>;
  handler: string;
  kind: 'projection' | 'process_manager';
  event_id: string;
  event_type: string;
  stream_id: string;
  position_commit: ColumnType<string, number | string, number | string>;
  position_prepare: ColumnType<string, number | string, number | string>;
  error: string;
  attempts: number;
  status: 'parked' | 'retried' | 'skipped';
  parked_at: Timestamp;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
}

export interface OperationsTables {
  dead_letters: DeadLetterTable;
}

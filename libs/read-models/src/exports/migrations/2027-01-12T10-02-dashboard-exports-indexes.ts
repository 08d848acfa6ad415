import { sql, type Kysely } from 'kysely';

/**
 * The dashboard (docs/dashboard.md): the reports still being made (every user's: the admins' "reports running") and a
 * user's reports ready and not downloaded yet, newest first. Both are a small share of a table that only grows.
 * The statuses are the domain's RUNNING_REPORT_STATUSES and READY_REPORT_STATUSES as they are today (a migration
 * never follows code).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX exports_running_idx ON exports (created_at) WHERE status IN ('order_accepted', 'accounting')`.execute(db);
  await sql`CREATE INDEX exports_user_ready_idx ON exports (user_id, created_at DESC, id DESC)
    WHERE status IN ('validated', 'validation_error', 'generated')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS exports_user_ready_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS exports_running_idx`.execute(db);
}

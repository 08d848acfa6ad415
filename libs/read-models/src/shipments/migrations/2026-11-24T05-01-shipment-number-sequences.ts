import { sql, type Kysely } from 'kysely';

/**
 * The id sequences of the write side (docs/parcel-lifecycle.md "Numbers"):
 * shipment, parcel and status-row ids come from here, never from a counter
 * stream. Not part of any read model: a rebuild leaves them alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE IF NOT EXISTS shipment_ids`.execute(db);
  await sql`CREATE SEQUENCE IF NOT EXISTS parcel_ids`.execute(db);
  await sql`CREATE SEQUENCE IF NOT EXISTS status_row_ids`.execute(db);
}

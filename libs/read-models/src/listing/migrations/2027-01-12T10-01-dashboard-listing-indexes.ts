import { sql, type Kysely } from 'kysely';

/**
 * The dashboard (docs/dashboard.md): a client's latest status changes are its parcels by status time, newest first
 * (LIMIT 10); the list's indexes end in created_at, so without this one a client with 100,000 parcels is sorted whole.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX listing_parcels_client_status_at_idx ON listing_parcels (client_id, status_at DESC, id DESC)
    WHERE NOT deleted AND status_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS listing_parcels_client_status_at_idx`.execute(db);
}

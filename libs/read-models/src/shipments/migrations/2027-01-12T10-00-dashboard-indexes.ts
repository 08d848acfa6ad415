import { sql, type Kysely } from 'kysely';

/**
 * The dashboard (docs/dashboard.md): parcels first received in the warehouse on a Warsaw day (the admins' "received
 * today" and the listing's date_type 'received') are a range of received_at; without this index, a scan of every parcel.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX shipment_parcels_received_idx ON shipment_parcels (received_at) WHERE received_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS shipment_parcels_received_idx`.execute(db);
}

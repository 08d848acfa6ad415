import { sql, type Kysely } from 'kysely';

/** The 'resignations' read model and the sequence that numbers the reports (ids many writers take at once). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE IF NOT EXISTS resignation_id_seq`.execute(db);
  await db.schema
    .createTable('resignations')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('shipment_id', 'integer', (c) => c.notNull())
    .addColumn('waybill', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('scanned_at', 'timestamptz')
    .addColumn('scanned_by_user_id', 'text')
    .addColumn('resend_at', 'timestamptz')
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // A client's own list (its default order: newest first; the creation-date column) and a client's reports for the live audience.
  await db.schema.createIndex('resignations_client_idx').on('resignations').columns(['client_id', 'id desc']).execute();
  await db.schema.createIndex('resignations_client_created_idx').on('resignations').columns(['client_id', 'created_at']).execute();
  // The staff list's sortable columns (the default order, newest first, is the primary key).
  await db.schema.createIndex('resignations_created_idx').on('resignations').column('created_at').execute();
  await db.schema.createIndex('resignations_resend_idx').on('resignations').column('resend_at').execute();
  await db.schema.createIndex('resignations_waybill_idx').on('resignations').column('waybill').execute();
  // A shipment's report (its acceptance date joins the shipment's parcels by it).
  await db.schema.createIndex('resignations_shipment_idx').on('resignations').column('shipment_id').execute();
  // The lists' search box: part of the waybill number (the client's name is searched by the clients table's own index).
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX resignations_waybill_trgm_idx ON resignations USING gin (lower(waybill) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('resignations').ifExists().execute();
  await sql`DROP SEQUENCE IF EXISTS resignation_id_seq`.execute(db);
}

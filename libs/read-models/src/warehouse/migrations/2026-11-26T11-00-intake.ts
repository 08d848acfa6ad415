import { sql, type Kysely } from 'kysely';

/** External inbounds (and their parcels), unknown client aliases, and the sequences that number them (issue 11, intake). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('external_inbounds')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('barcode', 'text', (c) => c.notNull())
    .addColumn('barcode_key', 'text', (c) => c.notNull())
    .addColumn('waybill', 'text', (c) => c.notNull())
    .addColumn('inbound_courier_id', 'integer')
    .addColumn('scanned_at', 'timestamptz', (c) => c.notNull())
    .addColumn('scanned_by_user_id', 'text', (c) => c.notNull())
    .addColumn('scanned_by_email', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('parcels_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The list: newest first, by day, by courier and day; an intake scan finds an inbound by barcode or waybill.
  await db.schema.createIndex('external_inbounds_scanned_idx').on('external_inbounds').columns(['scanned_at', 'id']).execute();
  await db.schema
    .createIndex('external_inbounds_courier_scanned_idx')
    .on('external_inbounds')
    .columns(['inbound_courier_id', 'scanned_at', 'id'])
    .execute();
  await db.schema.createIndex('external_inbounds_barcode_idx').on('external_inbounds').column('barcode_key').execute();
  await db.schema.createIndex('external_inbounds_waybill_idx').on('external_inbounds').column('waybill').execute();
  // The list's search box: part of a barcode (pg_trgm comes with the clients' search).
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX external_inbounds_barcode_trgm_idx ON external_inbounds USING gin (lower(barcode) gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('external_inbound_parcels')
    .addColumn('external_inbound_id', 'integer', (c) => c.notNull())
    .addColumn('parcel_id', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('external_inbound_parcels_pk', ['external_inbound_id', 'parcel_id'])
    .execute();

  await db.schema
    .createTable('client_aliases')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('normalized', 'text', (c) => c.notNull())
    .addColumn('proposed_client_id', 'integer')
    .addColumn('client_id', 'integer')
    .addColumn('is_emag', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('resolved_type', 'text')
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .execute();
  // clientOf(alias) and the list of the aliases still unknown.
  await db.schema.createIndex('client_aliases_normalized_idx').on('client_aliases').column('normalized').execute();
  await sql`CREATE INDEX client_aliases_unknown_idx ON client_aliases (id) WHERE resolved_at IS NULL`.execute(db);

  // A buffer number scanned at intake or at the scanning screen finds its parcel.
  await sql`CREATE INDEX IF NOT EXISTS shipment_parcels_external_buffer_idx ON shipment_parcels (external_buffer) WHERE external_buffer IS NOT NULL`.execute(
    db,
  );

  await sql`CREATE SEQUENCE IF NOT EXISTS external_inbound_ids`.execute(db);
  await sql`CREATE SEQUENCE IF NOT EXISTS client_alias_ids`.execute(db);
}

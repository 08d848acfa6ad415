import { sql, type Kysely } from 'kysely';

/** The 'external_shops' read model (shops, courier mappings, imported orders) and the sequences that number shops and mappings. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE IF NOT EXISTS external_shop_id_seq`.execute(db);
  await sql`CREATE SEQUENCE IF NOT EXISTS external_shop_courier_id_seq`.execute(db);
  await db.schema
    .createTable('external_shops')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('api_key_cipher', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('last_sync_status', 'text')
    .addColumn('last_sync_at', 'timestamptz')
    .addColumn('last_sync_reason', 'text')
    .addColumn('last_sync_message', 'text')
    .addColumn('last_sync_counts', 'jsonb')
    .addColumn('last_sync_failures', 'jsonb')
    .execute();
  // A client's shops (its list, the owner checks) and the shops the job runs (every live one).
  await sql`CREATE INDEX external_shops_client_idx ON external_shops (client_id, id) WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX external_shops_live_idx ON external_shops (id) WHERE deleted_at IS NULL`.execute(db);
  await db.schema
    .createTable('external_shop_couriers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('external_courier_id', 'integer', (c) => c.notNull())
    .addColumn('last_synchronized_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('external_shop_couriers_shop_idx').on('external_shop_couriers').columns(['shop_id', 'id']).execute();
  await db.schema
    .createTable('external_shop_orders')
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('order_serial_number', 'integer', (c) => c.notNull())
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('shipment_id', 'integer', (c) => c.notNull())
    .addColumn('shipment_number', 'text')
    .addColumn('reserved_at', 'timestamptz', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz')
    .addColumn('written_back_at', 'timestamptz')
    .addPrimaryKeyConstraint('external_shop_orders_pk', ['domain', 'order_serial_number'])
    .execute();
  // The shop screen's newest imported orders, and the orders whose tracking number still waits to be written back.
  await db.schema
    .createIndex('external_shop_orders_shop_idx')
    .on('external_shop_orders')
    .columns(['shop_id', 'reserved_at desc'])
    .execute();
  await sql`CREATE INDEX external_shop_orders_pending_idx ON external_shop_orders (shop_id) WHERE written_back_at IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('external_shop_orders').ifExists().execute();
  await db.schema.dropTable('external_shop_couriers').ifExists().execute();
  await db.schema.dropTable('external_shops').ifExists().execute();
  await sql`DROP SEQUENCE IF EXISTS external_shop_courier_id_seq`.execute(db);
  await sql`DROP SEQUENCE IF EXISTS external_shop_id_seq`.execute(db);
}

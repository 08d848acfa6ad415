import { sql, type Kysely } from 'kysely';

/** The 'shipments' read model: shipments, their parcels, status rows and problems. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipments')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('delivery_service', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('courier_id', 'integer', (c) => c.notNull())
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('is_emag', 'boolean', (c) => c.notNull())
    .addColumn('is_return', 'boolean', (c) => c.notNull())
    .addColumn('sender', 'jsonb', (c) => c.notNull())
    .addColumn('recipient', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('additional_data', 'jsonb', (c) => c.notNull())
    .addColumn('registration', 'text', (c) => c.notNull())
    .addColumn('courier', 'text')
    .addColumn('awb', 'text')
    .addColumn('registered_at', 'timestamptz')
    // Who created it and who had it registered: the shipment's own history rows are derived from these columns.
    .addColumn('created_by', 'text')
    .addColumn('registered_by', 'text')
    .addColumn('error_message', 'text')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The client card's counts per billing period, and a client's own shipments newest first.
  await db.schema.createIndex('shipments_client_created_idx').on('shipments').columns(['client_id', 'created_at']).execute();
  await db.schema.createIndex('shipments_awb_idx').on('shipments').column('awb').execute();

  await db.schema
    .createTable('shipment_parcels')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('shipment_id', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('weight', 'double precision', (c) => c.notNull())
    .addColumn('height', 'double precision', (c) => c.notNull())
    .addColumn('width', 'double precision', (c) => c.notNull())
    .addColumn('length', 'double precision', (c) => c.notNull())
    .addColumn('measured_weight', 'double precision')
    .addColumn('measured_height', 'double precision')
    .addColumn('measured_width', 'double precision')
    .addColumn('measured_length', 'double precision')
    .addColumn('non_conveyable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('external_first_mile', 'text')
    .addColumn('external_last_mile', 'text')
    .addColumn('external_return', 'text')
    .addColumn('external_duplicated', 'text')
    .addColumn('external_buffer', 'text')
    .addColumn('last_status_id', 'integer')
    .addColumn('last_status_at', 'timestamptz')
    .addColumn('received_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('return_received_at', 'timestamptz')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('shipment_parcels_shipment_idx').on('shipment_parcels').columns(['shipment_id', 'position']).execute();
  await db.schema.createIndex('shipment_parcels_last_mile_idx').on('shipment_parcels').column('external_last_mile').execute();
  await db.schema.createIndex('shipment_parcels_return_idx').on('shipment_parcels').column('external_return').execute();

  await db.schema
    .createTable('parcel_status_rows')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('shipment_id', 'integer', (c) => c.notNull())
    .addColumn('parcel_id', 'integer')
    .addColumn('status_type_id', 'integer', (c) => c.notNull())
    .addColumn('when', 'timestamptz', (c) => c.notNull())
    .addColumn('where', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('workstation', 'text')
    .addColumn('warehouse', 'text')
    .addColumn('deletion_allowed', 'boolean', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('parcel_status_rows_shipment_idx').on('parcel_status_rows').columns(['shipment_id', 'when']).execute();
  await db.schema.createIndex('parcel_status_rows_parcel_idx').on('parcel_status_rows').columns(['parcel_id', 'when']).execute();

  await db.schema
    .createTable('shipment_problems')
    .addColumn('shipment_id', 'integer', (c) => c.notNull())
    .addColumn('rule_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'text')
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('shipment_problems_pkey', ['shipment_id', 'rule_code'])
    .execute();
  await db.schema.createIndex('shipment_problems_rule_idx').on('shipment_problems').columns(['rule_code', 'status']).execute();
}

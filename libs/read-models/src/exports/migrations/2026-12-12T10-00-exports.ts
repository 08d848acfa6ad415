import { sql, type Kysely } from 'kysely';

/** The exports read model and the employee activity counts (exports.tables.ts). */
export async function up(db: Kysely<any>): Promise<void> {
  // Numbers of exports and of their validation errors: taken by the order and by the worker, never reused.
  await sql`CREATE SEQUENCE IF NOT EXISTS export_id_seq`.execute(db);
  await sql`CREATE SEQUENCE IF NOT EXISTS export_validation_error_id_seq`.execute(db);
  await db.schema
    .createTable('exports')
    .addColumn('identifier', 'text', (c) => c.primaryKey())
    .addColumn('id', 'integer', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('errors_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_for_invoice', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('client_id', 'integer')
    .addColumn('client_name', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('criteria', 'jsonb')
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('end', 'text', (c) => c.notNull())
    .addColumn('custom', 'boolean', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('performed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The lists: everyone's (admins) and one user's, newest first, all or of a type.
  await db.schema.createIndex('exports_created_idx').on('exports').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('exports_user_created_idx').on('exports').columns(['user_id', 'created_at desc', 'id desc']).execute();
  await db.schema
    .createIndex('exports_user_type_created_idx')
    .on('exports')
    .columns(['user_id', 'type', 'created_at desc', 'id desc'])
    .execute();
  // The list's search box.
  await sql`CREATE INDEX exports_name_trgm_idx ON exports USING gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX exports_client_name_trgm_idx ON exports USING gin (lower(client_name) gin_trgm_ops)`.execute(db);
  await db.schema
    .createTable('export_validation_errors')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('internal_waybill', 'text')
    .addColumn('parcel_internal_numbers', 'jsonb', (c) => c.notNull())
    .addColumn('reviewed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('additional_data', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('export_validation_errors_export_idx').on('export_validation_errors').columns(['identifier', 'id']).execute();
  await db.schema
    .createTable('employee_activity')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('workstation', 'text', (c) => c.notNull())
    .addColumn('statuses', 'integer', (c) => c.notNull())
    .addColumn('scans', 'integer', (c) => c.notNull())
    .addColumn('classifications', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('employee_activity_pk', ['day', 'user_id', 'workstation'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['employee_activity', 'export_validation_errors', 'exports']) await db.schema.dropTable(table).ifExists().execute();
  await sql`DROP SEQUENCE IF EXISTS export_validation_error_id_seq`.execute(db);
  await sql`DROP SEQUENCE IF EXISTS export_id_seq`.execute(db);
}

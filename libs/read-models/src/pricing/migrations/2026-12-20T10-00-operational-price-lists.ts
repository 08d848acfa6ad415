import { sql, type Kysely } from 'kysely';

/** The 'operational_price_lists' read model and the sequence that numbers the lists (ids many admins may take at once). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operational_price_lists')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('special_association', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer')
    .addColumn('courier_id', 'integer')
    .addColumn('begin_date', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('specific_factors_currency', 'text', (c) => c.notNull())
    .addColumn('surcharges', 'jsonb', (c) => c.notNull())
    .addColumn('weight_thresholds', 'jsonb', (c) => c.notNull())
    .addColumn('activated_on', 'text')
    .addColumn('deactivated_at', 'timestamptz')
    .addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The list screen: one type, the default lists (client_id null) or one client's, newest begin date first.
  await db.schema
    .createIndex('operational_price_lists_list_idx')
    .on('operational_price_lists')
    .columns(['type', 'client_id', 'begin_date'])
    .where(sql.ref('deleted'), '=', false)
    .execute();
  // The scheduler: lists not activated yet, by begin date.
  await db.schema
    .createIndex('operational_price_lists_pending_idx')
    .on('operational_price_lists')
    .column('begin_date')
    .where(sql.ref('activated_on'), 'is', null)
    .where(sql.ref('deleted'), '=', false)
    .execute();
  // The list's search box: part of a name (pg_trgm comes with the clients' search).
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX operational_price_lists_name_trgm_idx ON operational_price_lists USING gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`CREATE SEQUENCE IF NOT EXISTS operational_price_list_id_seq`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP SEQUENCE IF EXISTS operational_price_list_id_seq`.execute(db);
  await db.schema.dropTable('operational_price_lists').ifExists().execute();
}

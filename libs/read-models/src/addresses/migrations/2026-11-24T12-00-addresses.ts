import { sql, type Kysely } from 'kysely';

/**
 * The address database. Searches match the search key: a name prefix by the
 * (country_id, search_key text_pattern_ops) btree, any substring by the trigram
 * GIN index (pg_trgm: PostgreSQL and PGlite); postal codes by prefix
 * (country_id, postal_key). Streets are searched within one locality.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await db.schema
    .createTable('address_localities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_plain', 'text', (c) => c.notNull())
    .addColumn('search_key', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addColumn('municipality', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('postal_key', 'text')
    .execute();
  await sql`CREATE INDEX address_localities_prefix_idx ON address_localities (country_id, search_key text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX address_localities_search_trgm_idx ON address_localities USING gin (search_key gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX address_localities_postal_idx ON address_localities (country_id, postal_key text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('address_streets')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('locality_id', 'integer', (c) => c.notNull().references('address_localities.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_plain', 'text', (c) => c.notNull())
    .addColumn('search_key', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX address_streets_locality_idx ON address_streets (locality_id, search_key text_pattern_ops)`.execute(db);
  await db.schema.createIndex('address_streets_postal_idx').on('address_streets').column('postal_code').execute();

  await db.schema
    .createTable('address_imports')
    .addColumn('version', 'text', (c) => c.primaryKey())
    .addColumn('localities', 'integer', (c) => c.notNull())
    .addColumn('streets', 'integer', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('address_imports').execute();
  await db.schema.dropTable('address_streets').execute();
  await db.schema.dropTable('address_localities').execute();
}

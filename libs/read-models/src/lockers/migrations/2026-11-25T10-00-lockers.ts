import { sql, type Kysely } from 'kysely';

/**
 * Lockers of the courier networks. The search (GET app/v2/locker/search) filters
 * active lockers of a country, optionally of a locality, and finds a folded
 * substring in search_text (trigram index); the IdoSell file lists a country's
 * active lockers by id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await db.schema
    .createTable('lockers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('locality_id', 'integer')
    .addColumn('locality_name', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('supported_payment', 'boolean', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('synced_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Search by country (and locality), and the IdoSell file (country, by id): active lockers only.
  await sql`CREATE INDEX lockers_country_locality_idx ON lockers (country_id, locality_id, name) WHERE active`.execute(db);
  await sql`CREATE INDEX lockers_country_id_idx ON lockers (country_id, id) WHERE active`.execute(db);
  await sql`CREATE INDEX lockers_search_trgm_idx ON lockers USING gin (search_text gin_trgm_ops)`.execute(db);
  // The sync marks a network's lockers it did not see inactive.
  await sql`CREATE INDEX lockers_courier_synced_idx ON lockers (courier, synced_at) WHERE active`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lockers').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * Substring search of clients (`lower(column) LIKE '%term%'`: the list's
 * client_alias_or_emag_name, its search box, the picker search) cannot use a
 * btree (text_pattern_ops serves prefixes only): trigram GIN indexes do, on the
 * PostgreSQL server and in PGlite (which loads the pg_trgm contrib extension,
 * see openEmbedded). They replace the pattern indexes, and the plain e-mail
 * index that no query used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  for (const index of ['clients_name_search_idx', 'clients_emag_name_search_idx', 'clients_email_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of ['name', 'emag_name', 'email', 'nip']) {
    await sql`CREATE INDEX ${sql.id(`clients_${column}_trgm_idx`)} ON clients USING gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['name', 'emag_name', 'email', 'nip']) {
    await db.schema.dropIndex(`clients_${column}_trgm_idx`).ifExists().execute();
  }
  await sql`CREATE INDEX clients_name_search_idx ON clients (lower(name) text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX clients_emag_name_search_idx ON clients (lower(emag_name) text_pattern_ops)`.execute(db);
  await db.schema.createIndex('clients_email_idx').on('clients').column('email').execute();
}

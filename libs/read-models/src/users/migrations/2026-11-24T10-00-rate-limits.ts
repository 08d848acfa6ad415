import { sql, type Kysely } from 'kysely';

/**
 * Counters of the rate limits the API keeps (failed logins, mails per address
 * and per e-mail): one row per counted key (a hash, never the e-mail or address
 * itself), shared by every API replica. A use is one atomic upsert
 * (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING`), so concurrent requests
 * can never all see the same count. Not a read model: no projection writes it
 * and a rebuild leaves it alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Expired rows are swept now and then.
  await sql`CREATE INDEX rate_limits_window_idx ON rate_limits (window_ends_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}

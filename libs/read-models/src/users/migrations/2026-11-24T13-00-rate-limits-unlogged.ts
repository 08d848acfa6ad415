import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit counters need no durability: a counter lost in a database crash
 * only forgives a few uses. An unlogged table spares every counted request
 * (public tracking, the postal-code finder, logins) a WAL flush.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE rate_limits SET UNLOGGED`.execute(db);
}

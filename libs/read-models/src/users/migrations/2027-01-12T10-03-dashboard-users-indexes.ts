import { sql, type Kysely } from 'kysely';

/**
 * The dashboard (docs/dashboard.md) and the users list's `unconfirmed` filter: active users who never confirmed their
 * invitation, by role (the list shows staff only), newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX users_unconfirmed_idx ON users (role, created_at) WHERE email_verified_at IS NULL AND deleted_at IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_unconfirmed_idx`.execute(db);
}

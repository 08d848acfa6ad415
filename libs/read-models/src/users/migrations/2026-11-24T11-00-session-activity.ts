import type { Kysely } from 'kysely';

/**
 * When each session was last used (an API request or an open live socket),
 * written by the API at most once a minute per session and process, so that
 * SESSION_IDLE_MINUTES can end unused sessions. Not a read model: no
 * projection writes it (sessions themselves stay in user_sessions).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_activity')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session_activity').ifExists().execute();
}

import { sql, type Kysely } from 'kysely';

/** Read models start here: projection checkpoints and the identity tables. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('projection_checkpoints')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position_commit', 'bigint', (c) => c.notNull())
    .addColumn('position_prepare', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_email_idx').on('users').column('email').execute();
  // The users screen lists by role group and deleted flag, ordered by creation.
  await db.schema.createIndex('users_list_idx').on('users').columns(['role', 'deleted_at', 'created_at']).execute();
  await sql`CREATE INDEX users_email_search_idx ON users (lower(email) text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('user_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('user_sessions_user_idx').on('user_sessions').column('user_id').execute();

  await db.schema
    .createTable('user_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_tokens_user_idx').on('user_tokens').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['user_tokens', 'user_sessions', 'users', 'projection_checkpoints']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

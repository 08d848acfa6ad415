import { sql, type Kysely } from 'kysely';

/** The dead-letter list of projections and process managers. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dead_letters')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('handler', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('position_commit', 'bigint', (c) => c.notNull())
    .addColumn('position_prepare', 'bigint', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('parked_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'text')
    .addUniqueConstraint('dead_letters_handler_event', ['handler', 'event_id'])
    .execute();
  // The admins' list: parked first, newest first.
  await sql`CREATE INDEX dead_letters_status_parked ON dead_letters (status, parked_at DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dead_letters').execute();
}

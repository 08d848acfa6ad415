import { sql, type Kysely } from 'kysely';

/** The 'calendar_days' read model and the sequence that numbers the days (ids many admins may take at once). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_days')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // A year's days by date (the year view, the years list) and the days after a date (next working day).
  await db.schema.createIndex('calendar_days_year_idx').on('calendar_days').columns(['year', 'date']).execute();
  await db.schema.createIndex('calendar_days_date_idx').on('calendar_days').column('date').execute();
  await sql`CREATE SEQUENCE IF NOT EXISTS calendar_day_id_seq`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP SEQUENCE IF EXISTS calendar_day_id_seq`.execute(db);
  await db.schema.dropTable('calendar_days').ifExists().execute();
}

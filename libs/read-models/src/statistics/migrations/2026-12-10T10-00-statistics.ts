import { sql, type Kysely } from 'kysely';

/** The statistics read model (statistics.tables.ts). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('statistics_clients')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('statistics_parcels')
    .addColumn('parcel_id', 'integer', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('delivery_service', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('statistics_status_rows')
    .addColumn('row_id', 'bigint', (c) => c.primaryKey())
    .addColumn('parcel_id', 'integer', (c) => c.notNull())
    .addColumn('status_type_id', 'integer', (c) => c.notNull())
    .addColumn('when', 'text', (c) => c.notNull())
    .execute();
  // A parcel's rows (the projection reloads them when the parcel changes).
  await db.schema.createIndex('statistics_status_rows_parcel_idx').on('statistics_status_rows').column('parcel_id').execute();
  await db.schema
    .createTable('statistics_counted')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('parcel_id', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('row_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('statistics_counted_pk', ['kind', 'parcel_id'])
    .execute();
  // The projection looks a parcel's counts up by parcel (both kinds at once).
  await db.schema.createIndex('statistics_counted_parcel_idx').on('statistics_counted').column('parcel_id').execute();
  await db.schema
    .createTable('client_daily_counts')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('client_daily_counts_pk', ['kind', 'client_id', 'day'])
    .execute();
  // The table's window (a kind's last 30 days, every client) read from the index alone; the primary key serves one client's chart.
  await sql`CREATE INDEX client_daily_counts_day_idx ON client_daily_counts (kind, day) INCLUDE (client_id, count)`.execute(db);
  await db.schema
    .createTable('statistics_client_totals')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('statistics_client_totals_pk', ['kind', 'client_id'])
    .execute();
  await db.schema
    .createTable('statistics_day_totals')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('statistics_day_totals_pk', ['kind', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'statistics_day_totals',
    'statistics_client_totals',
    'client_daily_counts',
    'statistics_counted',
    'statistics_status_rows',
    'statistics_parcels',
    'statistics_clients',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}

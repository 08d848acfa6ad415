import { sql, type Kysely } from 'kysely';

/** The 'floor' read model: the live floor view (workstations and their scans, parcels waiting per zone and problem sector). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('floor_stations')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('workstation_type_id', 'integer', (c) => c.notNull())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull())
    .addColumn('worker_user_id', 'text')
    .addColumn('worker_email', 'text')
    .addColumn('worker_since', 'timestamptz')
    .addColumn('workflow_id', 'integer')
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`CREATE INDEX floor_stations_warehouse_idx ON floor_stations (warehouse_id, code) WHERE NOT deleted`.execute(db);

  await db.schema
    .createTable('floor_station_scans')
    .addColumn('workstation_code', 'text', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('parcel_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status_type_id', 'integer')
    .addColumn('zone', 'integer')
    .addColumn('sector_code', 'text')
    .addColumn('correlation_id', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('floor_scan_minutes')
    .addColumn('workstation_code', 'text', (c) => c.notNull())
    .addColumn('minute', 'timestamptz', (c) => c.notNull())
    .addColumn('scans', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('floor_scan_minutes_pk', ['workstation_code', 'minute'])
    .execute();
  // The window's sum (by workstation, minute: the primary key) and the clean-up of old minutes.
  await db.schema.createIndex('floor_scan_minutes_minute_idx').on('floor_scan_minutes').column('minute').execute();

  await db.schema
    .createTable('floor_parcels')
    .addColumn('parcel_id', 'integer', (c) => c.primaryKey())
    .addColumn('wait_zone', 'integer')
    .addColumn('bucket', 'text')
    .addColumn('zone_since', 'timestamptz')
    .addColumn('sector_id', 'integer')
    .addColumn('sector_code', 'text')
    .addColumn('sector_since', 'timestamptz')
    .execute();
  // The oldest parcel waiting in each zone and sector: one index lookup each.
  await sql`CREATE INDEX floor_parcels_zone_idx ON floor_parcels (wait_zone, zone_since) WHERE wait_zone IS NOT NULL`.execute(db);
  await sql`CREATE INDEX floor_parcels_sector_idx ON floor_parcels (sector_id, sector_since) WHERE sector_id IS NOT NULL`.execute(db);

  await db.schema
    .createTable('floor_zones')
    .addColumn('zone', 'integer', (c) => c.primaryKey())
    .addColumn('waiting', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('floor_sectors')
    .addColumn('sector_id', 'integer', (c) => c.primaryKey())
    .addColumn('sector_code', 'text', (c) => c.notNull())
    .addColumn('waiting', 'integer', (c) => c.notNull())
    .execute();
}

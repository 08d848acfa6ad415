import { sql, type Kysely } from 'kysely';

/**
 * The scanning part of the warehouse floor: problematic sectors (and the
 * sequence numbering added ones from 100), what the floor knows of a parcel
 * (measurement, sector), and the indexes the scan's out-number lookup needs on
 * shipment_parcels (last mile and return are indexed by the shipments area).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('problematic_sectors')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull())
    .addColumn('internal', 'boolean', (c) => c.notNull())
    .addColumn('status_type_id', 'integer', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The list (by warehouse, in code order) and a code's lookup.
  await sql`CREATE INDEX problematic_sectors_warehouse_idx ON problematic_sectors (warehouse_id, code) WHERE NOT deleted`.execute(db);
  await sql`CREATE SEQUENCE IF NOT EXISTS problematic_sector_ids START 100`.execute(db);

  await db.schema
    .createTable('parcel_floor')
    .addColumn('parcel_id', 'integer', (c) => c.primaryKey())
    .addColumn('shipment_id', 'integer', (c) => c.notNull())
    .addColumn('weight', 'double precision')
    .addColumn('height', 'double precision')
    .addColumn('width', 'double precision')
    .addColumn('length', 'double precision')
    .addColumn('volumetric_weight', 'double precision')
    .addColumn('non_conveyable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('measured_at', 'timestamptz')
    .addColumn('sector_id', 'integer')
    .addColumn('sector_since', 'timestamptz')
    .execute();
  // Parcels waiting in a sector (the floor view, the problem desk).
  await sql`CREATE INDEX parcel_floor_sector_idx ON parcel_floor (sector_id, sector_since) WHERE sector_id IS NOT NULL`.execute(db);

  // A scanned out number may be any of the parcel's courier numbers.
  await sql`CREATE INDEX IF NOT EXISTS shipment_parcels_duplicated_idx ON shipment_parcels (external_duplicated) WHERE external_duplicated IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS shipment_parcels_buffer_idx ON shipment_parcels (external_buffer) WHERE external_buffer IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS shipment_parcels_first_mile_idx ON shipment_parcels (external_first_mile) WHERE external_first_mile IS NOT NULL`.execute(
    db,
  );
}

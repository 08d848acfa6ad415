import { sql, type Kysely } from 'kysely';

/** The 'problem_parcels' read model (parcels in problematic sectors, with what it copies per shipment); where sorting put a parcel is the 'parcel_sorting' read model's. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('problem_parcels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parcel_id', 'integer', (c) => c.notNull())
    .addColumn('parcel_number', 'text', (c) => c.notNull())
    .addColumn('shipment_id', 'integer', (c) => c.notNull())
    .addColumn('shipment_number', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('sector_id', 'integer', (c) => c.notNull())
    .addColumn('sector_code', 'text', (c) => c.notNull())
    .addColumn('status_type_id', 'integer', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('put_by', 'text')
    .addColumn('put_at_workstation', 'text')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_at_workstation', 'text')
    .addColumn('resolution', 'text')
    .addColumn('note', 'text')
    .execute();
  // The waiting stay of a parcel (resolve, search), the screen's lists by state and sector ordered by since.
  await sql`CREATE INDEX problem_parcels_waiting_parcel_idx ON problem_parcels (parcel_id) WHERE resolved_at IS NULL`.execute(db);
  await sql`CREATE INDEX problem_parcels_waiting_idx ON problem_parcels (since, id) WHERE resolved_at IS NULL`.execute(db);
  await sql`CREATE INDEX problem_parcels_waiting_sector_idx ON problem_parcels (sector_id, since, id) WHERE resolved_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX problem_parcels_resolved_idx ON problem_parcels (since, id) WHERE resolved_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX problem_parcels_resolved_sector_idx ON problem_parcels (sector_id, since, id) WHERE resolved_at IS NOT NULL`.execute(
    db,
  );
  await db.schema.createIndex('problem_parcels_since_idx').on('problem_parcels').columns(['since', 'id']).execute();
  await db.schema.createIndex('problem_parcels_sector_idx').on('problem_parcels').columns(['sector_id', 'since', 'id']).execute();

  await db.schema
    .createTable('problem_parcel_shipments')
    .addColumn('shipment_id', 'integer', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('parcels', 'jsonb', (c) => c.notNull())
    .execute();
}

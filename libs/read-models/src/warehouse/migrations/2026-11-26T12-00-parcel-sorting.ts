import type { Kysely } from 'kysely';

/** The 'parcel_sorting' read model: each parcel's last classification. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('parcel_sorting')
    .addColumn('parcel_id', 'integer', (c) => c.primaryKey())
    .addColumn('shipment_id', 'integer', (c) => c.notNull())
    .addColumn('zone', 'integer', (c) => c.notNull())
    .addColumn('bucket', 'text')
    .addColumn('courier', 'text')
    .addColumn('status_type_id', 'integer', (c) => c.notNull())
    .addColumn('classified_at', 'timestamptz', (c) => c.notNull())
    .addColumn('workstation', 'text')
    .execute();
  // The other parcels of a multi-pack, read at every sorting scan.
  await db.schema.createIndex('parcel_sorting_shipment_idx').on('parcel_sorting').column('shipment_id').execute();
}

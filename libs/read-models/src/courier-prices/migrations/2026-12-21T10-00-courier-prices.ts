import type { Kysely } from 'kysely';

/** The 'courier_prices' read model: the couriers' price tables (rows come from events, the seeded ones too). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('courier_prices')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('courier_id', 'integer', (c) => c.notNull())
    .addColumn('net_price', 'double precision', (c) => c.notNull())
    .addColumn('vat_percentage', 'double precision', (c) => c.notNull())
    .addColumn('max_insurance_value', 'double precision', (c) => c.notNull())
    .addColumn('min_weight_value', 'double precision', (c) => c.notNull())
    .addColumn('max_weight_value', 'double precision', (c) => c.notNull())
    .addColumn('this_side_up', 'boolean', (c) => c.notNull())
    .addColumn('liquid', 'boolean', (c) => c.notNull())
    .addColumn('not_expose_to_frost', 'boolean', (c) => c.notNull())
    .addColumn('cash_on_delivery', 'boolean', (c) => c.notNull())
    .addColumn('caution', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // A courier's table by weight (the list's filter and order).
  await db.schema
    .createIndex('courier_prices_courier_idx')
    .on('courier_prices')
    .columns(['courier_id', 'min_weight_value', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('courier_prices').ifExists().execute();
}

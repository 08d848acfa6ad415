import type { Kysely } from 'kysely';

/** The 'accounting' read model (a shipment's amounts per side) and 'exchange_rates'. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipment_accounting')
    .addColumn('shipment_id', 'integer', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('main', 'jsonb')
    .addColumn('after_service', 'jsonb')
    .addColumn('summary', 'double precision')
    .addColumn('currency', 'text')
    .addColumn('price_list_id', 'integer')
    .addColumn('price_list_revision', 'integer')
    .addColumn('accounting_weight', 'double precision')
    .addColumn('parcel_count', 'integer')
    .addColumn('accounted_on', 'text', (c) => c.notNull())
    .addColumn('failure', 'text')
    .addColumn('failure_details', 'jsonb')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipment_accounting_pk', ['shipment_id', 'side'])
    .execute();
  // A client's accounted shipments of a period (the billing statement, the invoice run).
  await db.schema
    .createIndex('shipment_accounting_client_day_idx')
    .on('shipment_accounting')
    .columns(['client_id', 'side', 'accounted_on'])
    .execute();
  // Whether a list has priced anything; the clients whose lists need checking (failures).
  await db.schema.createIndex('shipment_accounting_price_list_idx').on('shipment_accounting').column('price_list_id').execute();
  await db.schema.createIndex('shipment_accounting_failure_idx').on('shipment_accounting').columns(['failure', 'client_id']).execute();

  await db.schema
    .createTable('exchange_rates')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('pln_per_unit', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_rates_pk', ['currency', 'valid_from'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exchange_rates').ifExists().execute();
  await db.schema.dropTable('shipment_accounting').ifExists().execute();
}

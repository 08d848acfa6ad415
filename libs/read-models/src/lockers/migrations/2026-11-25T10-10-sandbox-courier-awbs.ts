import { sql, type Kysely } from 'kysely';

/**
 * THE SANDBOX couriers' ledger (COURIER_GATEWAY=sandbox): the AWBs they issued,
 * one per client reference, and their number sequences (Sameday '1SDY' + 9
 * digits, Cargus 10-digit barcodes).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_courier_awbs')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('awb', 'text', (c) => c.notNull().unique())
    .addColumn('parcels', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE SEQUENCE sandbox_sameday_awb_seq START 241000001 MAXVALUE 999999999`.execute(db);
  await sql`CREATE SEQUENCE sandbox_cargus_awb_seq START 1100000001 MAXVALUE 9999999999`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_courier_awbs').execute();
  await sql`DROP SEQUENCE IF EXISTS sandbox_sameday_awb_seq`.execute(db);
  await sql`DROP SEQUENCE IF EXISTS sandbox_cargus_awb_seq`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/** The 'invoices' read model (invoices, their mails, the triggered runs) and the sequence that numbers invoices. */
export async function up(db: Kysely<any>): Promise<void> {
  // Invoice ids: taken by the run (any API replica) only for a client whose invoice stream does not exist yet.
  await sql`CREATE SEQUENCE IF NOT EXISTS invoice_id_seq`.execute(db);
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('stream', 'text', (c) => c.notNull().unique())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('period_id', 'integer', (c) => c.notNull())
    .addColumn('period_type', 'text', (c) => c.notNull())
    .addColumn('period_from', 'text', (c) => c.notNull())
    .addColumn('period_to', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total_amount', 'double precision')
    .addColumn('positions', 'jsonb', (c) => c.notNull())
    .addColumn('invoice_number', 'text')
    .addColumn('external_id', 'bigint')
    .addColumn('view_url', 'text')
    .addColumn('issue_date', 'text')
    .addColumn('sell_date', 'text')
    .addColumn('payment_to_date', 'text')
    .addColumn('statement_identifier', 'text')
    .addColumn('errors_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The list: default order the billing period (its first day, then the id: no ties across pages), newest first;
  // filtered by status or by period.
  await sql`CREATE INDEX invoices_period_order_idx ON invoices ((period_from || lpad(id::text, 10, '0')) DESC)`.execute(db);
  await db.schema.createIndex('invoices_status_idx').on('invoices').columns(['status', 'period_from desc', 'id desc']).execute();
  await db.schema.createIndex('invoices_period_idx').on('invoices').columns(['period_id', 'id desc']).execute();
  // A shipment's invoices: its client's invoices whose period covers the shipment's day.
  await db.schema.createIndex('invoices_client_period_idx').on('invoices').columns(['client_id', 'period_from', 'period_to']).execute();
  // The list's search box (the invoice number; the client's name is searched by the clients table's own index).
  await sql`CREATE INDEX invoices_number_trgm_idx ON invoices USING gin (lower(invoice_number) gin_trgm_ops)`.execute(db);
  await db.schema
    .createTable('invoice_emails')
    .addColumn('invoice_id', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_emails_pk', ['invoice_id', 'address'])
    .execute();
  await db.schema
    .createTable('invoice_runs')
    .addColumn('period_type', 'text', (c) => c.notNull())
    .addColumn('period_id', 'integer', (c) => c.notNull())
    .addColumn('period_from', 'text', (c) => c.notNull())
    .addColumn('period_to', 'text', (c) => c.notNull())
    .addColumn('trigger_date', 'text', (c) => c.notNull())
    .addColumn('triggered_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_runs_pk', ['period_type', 'period_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['invoice_runs', 'invoice_emails', 'invoices']) await db.schema.dropTable(table).ifExists().execute();
  await sql`DROP SEQUENCE IF EXISTS invoice_id_seq`.execute(db);
}

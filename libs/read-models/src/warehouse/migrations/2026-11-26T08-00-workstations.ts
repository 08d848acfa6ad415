import { sql, type Kysely } from 'kysely';

/** The 'workstations' read model (workstations and their workflows) and the sequences that number them. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('workstations')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('workstation_type_id', 'integer', (c) => c.notNull())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull())
    .addColumn('active_user_id', 'text')
    .addColumn('active_email', 'text')
    .addColumn('active_since', 'timestamptz')
    .addColumn('active_workflow_id', 'integer')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // A scanned code, the user's workstation (every staff request), a warehouse's list by type. Not unique indexes:
  // the write side keeps codes unique and one workstation per user, and a projection must never fail on a row.
  await sql`CREATE INDEX workstations_code_idx ON workstations (code) WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX workstations_active_user_idx ON workstations (active_user_id) WHERE active_user_id IS NOT NULL AND deleted_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX workstations_warehouse_type_idx ON workstations (warehouse_id, workstation_type_id, code) WHERE deleted_at IS NULL`.execute(
    db,
  );

  await db.schema
    .createTable('workstation_workflows')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('workstation_id', 'integer', (c) => c.notNull())
    .addColumn('workstation_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz')
    .addColumn('end_type', 'text')
    .execute();
  await db.schema.createIndex('workstation_workflows_start_idx').on('workstation_workflows').columns(['start_at', 'id']).execute();
  await db.schema
    .createIndex('workstation_workflows_workstation_idx')
    .on('workstation_workflows')
    .columns(['workstation_id', 'start_at'])
    .execute();
  await db.schema.createIndex('workstation_workflows_user_idx').on('workstation_workflows').columns(['user_id', 'start_at']).execute();

  await sql`CREATE SEQUENCE IF NOT EXISTS workstation_ids`.execute(db);
  await sql`CREATE SEQUENCE IF NOT EXISTS workflow_ids`.execute(db);
}

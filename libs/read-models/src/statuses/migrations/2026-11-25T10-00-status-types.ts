import { sql, type Kysely } from 'kysely';
import { FIRST_ADDED_STATUS_TYPE_ID, STATUS_GROUPS } from '@parcel/domain';

/**
 * The 'status_types' read model, the status groups (reference rows, not
 * projected: a rebuild leaves them alone) and the sequence that numbers the
 * types admins add (from 1000; the seeded catalogue keeps its own ids below).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('status_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('displayed_name', 'text', (c) => c.notNull())
    .addColumn('displayed_name_ro', 'text', (c) => c.notNull())
    .addColumn('internal', 'integer', (c) => c.notNull())
    .addColumn('id_courier', 'integer', (c) => c.notNull())
    .addColumn('system_id', 'text')
    .addColumn('code', 'text')
    .addColumn('group_id', 'integer')
    .addColumn('repeatable', 'boolean', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The table (non-deleted, by id) and lookups by system id (one type each).
  await db.schema.createIndex('status_types_list_idx').on('status_types').columns(['deleted', 'id']).execute();
  await db.schema
    .createIndex('status_types_system_id_key')
    .on('status_types')
    .column('system_id')
    .unique()
    .where(sql.ref('system_id'), 'is not', null)
    .execute();
  // A group's types (status_type_group/one, the parcel listing's status_group_id).
  await db.schema.createIndex('status_types_group_idx').on('status_types').columns(['group_id', 'id']).execute();
  // The warehouse select: our courier's non-deleted types by name.
  await db.schema
    .createIndex('status_types_warehouse_idx')
    .on('status_types')
    .columns(['id_courier', 'name'])
    .where(sql.ref('deleted'), '=', false)
    .execute();
  // The table's search box: substring match on lower(column).
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  for (const column of ['name', 'displayed_name', 'displayed_name_ro', 'code']) {
    await sql`CREATE INDEX ${sql.id(`status_types_${column}_trgm_idx`)} ON status_types USING gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
      db,
    );
  }

  await db.schema
    .createTable('status_type_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ro', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('status_type_groups')
    .values(STATUS_GROUPS.map(({ id, name, name_ro }) => ({ id, name, name_ro })))
    .execute();

  await sql`CREATE SEQUENCE IF NOT EXISTS status_type_id_seq START WITH ${sql.lit(FIRST_ADDED_STATUS_TYPE_ID)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP SEQUENCE IF EXISTS status_type_id_seq`.execute(db);
  await db.schema.dropTable('status_type_groups').ifExists().execute();
  await db.schema.dropTable('status_types').ifExists().execute();
}

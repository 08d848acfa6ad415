import { sql, type Kysely } from 'kysely';

export type TableSnapshot = Record<string, Record<string, unknown>[]>;

/** Every row of the tables, in a stable order, timestamps as ISO strings: comparable with toEqual and storable as JSON. */
export async function snapshotTables(db: Kysely<any>, tables: readonly string[]): Promise<TableSnapshot> {
  const snapshot: TableSnapshot = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} t ORDER BY t::text`.execute(db);
    snapshot[table] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([column, value]) => [column, value instanceof Date ? value.toISOString() : value])),
    );
  }
  return snapshot;
}

/** Scratch schemas a rebuild left behind. */
export async function rebuildSchemas(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ nspname: string }>`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%'`.execute(db);
  return rows.map((r) => r.nspname);
}

/** What a table is beside its rows: columns, indexes, constraints, storage options and persistence, comparable with toEqual. */
export async function tableShapes(db: Kysely<any>, tables: readonly string[]): Promise<Record<string, unknown>> {
  const shapes: Record<string, unknown> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT c.relpersistence AS persistence, c.reloptions AS options,
        (SELECT json_agg(json_build_array(a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid)) ORDER BY a.attnum)
          FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
          WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
        (SELECT json_agg(pg_get_indexdef(x.indexrelid) ORDER BY pg_get_indexdef(x.indexrelid)) FROM pg_index x WHERE x.indrelid = c.oid) AS indexes,
        (SELECT json_agg(json_build_array(k.conname, pg_get_constraintdef(k.oid)) ORDER BY k.conname) FROM pg_constraint k WHERE k.conrelid = c.oid) AS constraints
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relname = ${table}`.execute(db);
    shapes[table] = rows[0];
  }
  return shapes;
}

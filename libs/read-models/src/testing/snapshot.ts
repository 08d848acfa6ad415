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

import { sql, type Kysely } from 'kysely';

/**
 * The DDL of a rebuild's scratch copy of a projection's tables. The copy is
 * filled without most of its indexes (each insert and update would otherwise
 * touch every one of them) and unlogged (the replay writes no WAL); it gets
 * the live tables' indexes, constraints and storage options before it is
 * moved in, under the same names, so the swapped-in tables are the live ones'
 * twins.
 */

export interface ShadowIndex {
  readonly table: string;
  readonly name: string;
  /** CREATE [UNIQUE] INDEX … ON the shadow table. */
  readonly create: string;
  readonly unique: boolean;
  /** PRIMARY KEY or UNIQUE when the index backs a constraint. */
  readonly constraint: 'PRIMARY KEY' | 'UNIQUE' | null;
}

export interface ShadowTable {
  readonly name: string;
  readonly options: readonly string[];
  readonly indexes: readonly ShadowIndex[];
}

/** Reads what the live tables have: indexes (with their constraints) and storage options such as fillfactor. */
export async function describeTables(db: Kysely<any>, shadow: string, tables: readonly string[]): Promise<ShadowTable[]> {
  const { rows: indexes } = await sql<{ table: string; name: string; def: string; unique: boolean; contype: string | null }>`
    SELECT t.relname AS table, i.relname AS name, pg_get_indexdef(x.indexrelid) AS def, x.indisunique AS unique, c.contype
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    LEFT JOIN pg_constraint c ON c.conindid = x.indexrelid AND c.contype IN ('p', 'u')
    WHERE n.nspname = 'public' AND t.relname = ANY(${[...tables]}::text[])
    ORDER BY i.relname`.execute(db);
  const { rows: options } = await sql<{ table: string; options: string[] | null }>`
    SELECT c.relname AS table, c.reloptions AS options FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relname = ANY(${[...tables]}::text[])`.execute(db);
  return tables.map((table) => ({
    name: table,
    options: options.find((o) => o.table === table)?.options ?? [],
    indexes: indexes
      .filter((i) => i.table === table)
      .map((i) => ({
        table,
        name: i.name,
        create: retarget(i.def, table, shadow),
        unique: i.unique,
        constraint: i.contype === 'p' ? 'PRIMARY KEY' : i.contype === 'u' ? 'UNIQUE' : null,
      })),
  }));
}

/** `… ON public.t USING …` becomes `… ON "shadow".t USING …` (pg_get_indexdef names the table schema-qualified). */
function retarget(def: string, table: string, shadow: string): string {
  const live = ` ON public.${table} USING `;
  const at = def.indexOf(live);
  if (at < 0) throw new Error(`Unexpected index definition for ${table}: ${def}`);
  return `${def.slice(0, at)} ON ${quote(shadow)}.${table} USING ${def.slice(at + live.length)}`;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The empty, unlogged copy: columns, defaults, NOT NULL and CHECK constraints, storage options; no index yet. */
export async function createShadowTable(db: Kysely<any>, shadow: string, table: ShadowTable): Promise<void> {
  await sql`CREATE UNLOGGED TABLE ${sql.id(shadow, table.name)} (LIKE ${sql.id('public', table.name)}
    INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED INCLUDING STORAGE INCLUDING COMPRESSION)`.execute(db);
  if (table.options.length > 0) await sql.raw(`ALTER TABLE ${quote(shadow)}.${table.name} SET (${table.options.join(', ')})`).execute(db);
}

/** Builds one index on the shadow table, with room to sort in memory, and attaches its constraint. */
export async function createShadowIndex(db: Kysely<any>, shadow: string, index: ShadowIndex): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(trx);
    await sql.raw(index.create).execute(trx);
    if (index.constraint)
      await sql
        .raw(
          `ALTER TABLE ${quote(shadow)}.${index.table} ADD CONSTRAINT ${quote(index.name)} ${index.constraint} USING INDEX ${quote(index.name)}`,
        )
        .execute(trx);
  });
}

/** Inside the swap transaction: the live table goes, its filled twin takes its place (indexes and constraints move with it). */
export async function swapIn(db: Kysely<any>, shadow: string, table: string): Promise<void> {
  await sql`DROP TABLE ${sql.id('public', table)}`.execute(db);
  await sql`ALTER TABLE ${sql.id(shadow, table)} SET SCHEMA public`.execute(db);
}

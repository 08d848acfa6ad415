import { mkdirSync } from 'node:fs';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** An exclusive lease held until released or until its connection dies (`lost`). */
export interface Lease {
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

/** One statement, optionally named so the server keeps it prepared (pg only). */
export type RawQuery = (query: { name?: string; text: string; values: unknown[] }) => Promise<{ rows: any[] }>;

export interface Database {
  readonly db: Kysely<any>;
  readonly query: RawQuery;
  /** Takes the named lease if free; null when another holder has it. */
  tryLease(name: string): Promise<Lease | null>;
  readonly kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

// bigint columns come back as strings by default; counts and positions fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A real PostgreSQL server (DATABASE_URL). */
export function connectPostgres(url: string, options: { maxConnections?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
  pool.on('error', () => {
    // An idle client lost its server; the pool replaces it on the next query.
  });
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  // An advisory lock lives as long as its session: a killed holder frees it at once.
  const tryLease = async (name: string): Promise<Lease | null> => {
    const client = new pg.Client({ connectionString: url });
    let markLost: () => void = () => {};
    const lost = new Promise<void>((resolve) => (markLost = resolve));
    client.on('error', () => markLost());
    client.on('end', () => markLost());
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name]);
    if (!rows[0]?.locked) {
      await client.end();
      return null;
    }
    return { lost, release: () => client.end().catch(() => undefined) };
  };
  const query: RawQuery = (q) => pool.query(q.name ? { name: q.name, text: q.text, values: q.values } : { text: q.text, values: q.values });
  return { db, query, tryLease, kind: 'postgres', close: () => db.destroy() };
}

/**
 * The embedded default: PostgreSQL compiled to WebAssembly, data kept in
 * `dataDir`. Contrib extensions the read models create (pg_trgm, for substring
 * search indexes) must be loaded on every open.
 */
export async function openEmbedded(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite: PGlite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = new Kysely<any>({ dialect: new PGliteDialect({ pglite }) });
  // One process owns the data folder, so leases only need to be exclusive within it.
  const held = new Set<string>();
  const tryLease = async (name: string): Promise<Lease | null> => {
    if (held.has(name)) return null;
    held.add(name);
    let markLost: () => void = () => {};
    const lost = new Promise<void>((resolve) => (markLost = resolve));
    return { lost, release: async () => void (held.delete(name), markLost()) };
  };
  // PGlite has no named statements; it runs in this process, so planning is cheap next to a network round trip.
  const query: RawQuery = (q) => pglite.query(q.text, q.values);
  return {
    db,
    query,
    tryLease,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

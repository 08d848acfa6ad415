import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '@parcel/read-models';
import { ADDRESS_DATA_DIR, addressDataVersion, loadAddressData } from './address-files.js';

/** Rows per INSERT: one JSON document each, well under any message limit. */
const CHUNK = 5000;
/** The advisory lock that lets one API process import while the others wait and then find the marker. */
const IMPORT_LOCK = 'address-import';

export interface ImportOutcome {
  /** False: this version was already there (or another process imported it meanwhile). */
  readonly imported: boolean;
  readonly version: string;
  readonly localities: number;
  readonly streets: number;
  readonly ms: number;
}

type Db = Kysely<ReadModelDatabase>;

const hasVersion = async (db: Db, version: string): Promise<boolean> =>
  (await db.selectFrom('address_imports').select('version').where('version', '=', version).executeTakeFirst()) !== undefined;

async function insertChunks<T>(rows: readonly T[], insert: (json: string) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(JSON.stringify(rows.slice(i, i + CHUNK)));
}

/**
 * Imports the shipped registers when the database lacks their version: every
 * locality and street replaced in one transaction (multi-row inserts of 5000
 * rows from a JSON document), then the version's marker. The transaction first
 * takes an advisory lock and looks for the marker again, so of two processes
 * starting at once one imports and the other finds the work done.
 */
export async function importAddresses(db: Db, dir = ADDRESS_DATA_DIR): Promise<ImportOutcome> {
  const started = performance.now();
  const version = await addressDataVersion(dir);
  const done = (imported: boolean, localities = 0, streets = 0): ImportOutcome => ({
    imported,
    version,
    localities,
    streets,
    ms: Math.round(performance.now() - started),
  });
  if (await hasVersion(db, version)) return done(false);
  const data = await loadAddressData(dir);

  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${IMPORT_LOCK}))`.execute(trx);
    if (await hasVersion(trx, version)) return done(false);
    await trx.deleteFrom('address_streets').execute();
    await trx.deleteFrom('address_localities').execute();
    await trx.deleteFrom('address_imports').execute();
    await insertChunks(data.localities, (json) =>
      sql`INSERT INTO address_localities (id, country_id, name, name_plain, search_key, county, municipality, postal_code, postal_key)
          SELECT id, country_id, name, name_plain, search_key, county, municipality, postal_code, postal_key
          FROM json_to_recordset(${json}::json) AS r(id int, country_id int, name text, name_plain text, search_key text,
                                                     county text, municipality text, postal_code text, postal_key text)`.execute(trx),
    );
    await insertChunks(data.streets, (json) =>
      sql`INSERT INTO address_streets (id, locality_id, type, name, name_plain, search_key, postal_code)
          SELECT id, locality_id, type, name, name_plain, search_key, postal_code
          FROM json_to_recordset(${json}::json) AS r(id int, locality_id int, type text, name text, name_plain text,
                                                     search_key text, postal_code text)`.execute(trx),
    );
    await trx
      .insertInto('address_imports')
      .values({ version, localities: data.localities.length, streets: data.streets.length, imported_at: new Date() })
      .execute();
    return done(true, data.localities.length, data.streets.length);
  });
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, openEmbedded, type Database } from '@parcel/platform';
import { createTestDatabase, type TestDatabase } from '@parcel/platform/testing';
import { migrateReadModels, type ReadModelDb } from '@parcel/read-models';
import { ADDRESS_DATA_DIR, ADDRESS_FILES } from './address-files.js';
import { importAddresses } from './address-import.js';

/** What the files hold, counted here straight from their lines (not by the import's parsers). */
const file = (name: string) => readFileSync(join(ADDRESS_DATA_DIR, name), 'utf8');
const lines = (name: string) =>
  file(name)
    .split('\n')
    .filter((line) => line.trim() !== '');
const sirutaLevel3 = lines(ADDRESS_FILES.siruta).filter((line) => line.split(',')[6] === '3').length;
const geonamesLocalities = (code: keyof typeof ADDRESS_FILES.geonames) =>
  new Set(lines(ADDRESS_FILES.geonames[code]).map((line) => line.split('\t').slice(1, 3).reverse().join('\t'))).size;
const EXPECTED_BY_COUNTRY: Record<number, number> = {
  1: sirutaLevel3,
  3: geonamesLocalities('HU'),
  4: geonamesLocalities('BG'),
  10: geonamesLocalities('CZ'),
  11: geonamesLocalities('SK'),
};

/** Infocod rows whose street type (4th field) is not a post office's or an internal code's, nor empty: each is a street of one locality. */
const NOT_STREETS = ['', 'Uz intern', 'O.P.', 'O.P.R.M.', 'O.P.D.C.', 'Gh.P.'];
const infocodTypes = lines(ADDRESS_FILES.infocod)
  .slice(1)
  .map((line) => /^\d+,[^,"]*,[^,"]*,([^,"]*),/.exec(line)?.[1]);
const infocodStreets = infocodTypes.filter((type) => type !== undefined && !NOT_STREETS.includes(type.trim())).length;

async function countsByCountry(db: ReadModelDb): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('address_localities')
    .select(['country_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('country_id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.country_id, Number(row.n)]));
}

const streetCount = async (db: ReadModelDb) =>
  Number(
    (
      await db
        .selectFrom('address_streets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('address import on PostgreSQL', () => {
  let testDb: TestDatabase;
  let first: Database;
  let second: Database;
  let db: ReadModelDb;

  beforeAll(async () => {
    testDb = await createTestDatabase('addresses');
    first = connectPostgres(testDb.url);
    second = connectPostgres(testDb.url);
    await migrateReadModels(first.db);
    db = first.db as ReadModelDb;
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await testDb?.drop();
  });

  it('given two API processes starting at once, when both import, then exactly one imports and the other finds it done', async () => {
    const outcomes = await Promise.all([importAddresses(first.db as ReadModelDb), importAddresses(second.db as ReadModelDb)]);
    expect(outcomes.map((o) => o.imported).sort()).toEqual([false, true]);
    const done = outcomes.find((o) => o.imported)!;
    expect(done.localities).toBe(Object.values(EXPECTED_BY_COUNTRY).reduce((a, b) => a + b, 0));
    expect(done.ms).toBeLessThan(30_000);
    expect(await db.selectFrom('address_imports').select(['version', 'localities', 'streets']).execute()).toEqual([
      { version: done.version, localities: done.localities, streets: done.streets },
    ]);
  });

  it('then every locality of the files is there: Romania = SIRUTA level-3 rows, the others = GeoNames place and code pairs', async () => {
    expect(await countsByCountry(db)).toEqual(EXPECTED_BY_COUNTRY);
    expect(EXPECTED_BY_COUNTRY[1]).toBe(13_755);
  });

  it('then every Infocod street row lies in a SIRUTA locality, Bucharest in its six sectors', async () => {
    expect(infocodTypes.every((type) => type !== undefined)).toBe(true);
    expect(await streetCount(db)).toBe(infocodStreets);
    const sectors = await db
      .selectFrom('address_streets as s')
      .innerJoin('address_localities as l', 'l.id', 's.locality_id')
      .select(['l.name', (eb) => eb.fn.countAll<number>().as('n')])
      .where('l.county', '=', 'București')
      .groupBy('l.name')
      .orderBy('l.name')
      .execute();
    expect(sectors.map((s) => s.name)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `București Sectorul ${n}`));
    expect(sectors.every((s) => Number(s.n) > 1000)).toBe(true);
  });

  it("then 'brasov' is the key of Brașov, county Brașov, with its 6-digit code; names have comma-below letters", async () => {
    const brasov = await db
      .selectFrom('address_localities')
      .selectAll()
      .where('country_id', '=', 1)
      .where('search_key', '=', 'brasov')
      .execute();
    expect(brasov).toEqual([
      expect.objectContaining({
        id: 40205,
        name: 'Brașov',
        name_plain: 'brasov',
        county: 'Brașov',
        municipality: 'Brașov',
        postal_code: '500470',
      }),
    ]);
    const cedillas = await db
      .selectFrom('address_localities')
      .select('name')
      .where('name', 'like', '%Ş%')
      .where('country_id', '=', 1)
      .execute();
    expect(cedillas).toEqual([]);
    const bulgarian = await db.selectFrom('address_localities').selectAll().where('id', '=', 4_000_001).executeTakeFirstOrThrow();
    expect(bulgarian).toMatchObject({ name: 'Ajtos / Айтос', search_key: 'ajtos аитос', county: 'Burgas / Бургас', postal_code: '8500' });
  });

  it('given the version imported, when the API starts again, then nothing is imported and the rows stay', async () => {
    const before = await db.selectFrom('address_imports').select('imported_at').executeTakeFirstOrThrow();
    const again = await importAddresses(db);
    expect(again.imported).toBe(false);
    expect(await countsByCountry(db)).toEqual(EXPECTED_BY_COUNTRY);
    expect(await streetCount(db)).toBe(infocodStreets);
    expect((await db.selectFrom('address_imports').select('imported_at').executeTakeFirstOrThrow()).imported_at).toEqual(
      before.imported_at,
    );
  });

  it('given another version recorded (files or import changed), when the API starts, then the rows are replaced', async () => {
    await db.updateTable('address_imports').set({ version: 'addresses-0:old' }).execute();
    await db.updateTable('address_localities').set({ name: 'stale' }).where('id', '=', 40205).execute();
    const again = await importAddresses(db);
    expect(again.imported).toBe(true);
    expect((await db.selectFrom('address_localities').select('name').where('id', '=', 40205).executeTakeFirstOrThrow()).name).toBe(
      'Brașov',
    );
    expect((await db.selectFrom('address_imports').select('version').execute()).map((r) => r.version)).toEqual([again.version]);
  });
});

describe('address import on PGlite (the embedded default)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openEmbedded(undefined);
    await migrateReadModels(database.db);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('imports every locality and street, and a second start does nothing', async () => {
    const db = database.db as ReadModelDb;
    expect((await importAddresses(db)).imported).toBe(true);
    expect(await countsByCountry(db)).toEqual(EXPECTED_BY_COUNTRY);
    expect(await streetCount(db)).toBe(infocodStreets);
    expect((await importAddresses(db)).imported).toBe(false);
  });
});

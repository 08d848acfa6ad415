import { performance } from 'node:perf_hooks';
import { connectPostgres } from '@parcel/platform';
import { migrateReadModels, type ReadModelDb } from '@parcel/read-models';
import { importAddresses, type ImportOutcome } from '../addresses/import/address-import.js';
import { AddressSearch } from '../addresses/queries/address-search.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { percentile } from './stats.js';

export interface SearchFigures {
  readonly label: string;
  readonly count: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly meanResults: number;
}

export interface AddressSearchBench {
  readonly imported: ImportOutcome;
  readonly localities: SearchFigures;
  readonly streets: SearchFigures;
}

/** A deterministic pseudo-random sequence (the same searches every run). */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

type LocalitySearch = { country_id: number; query?: string; postal_code?: string };

/**
 * Searches as people type them, drawn from the data itself: the first 3 to 8
 * letters of a name (with and without diacritics, any case), 3 to 5 letters
 * from inside a name, a postal code or its first digits, a name with its code.
 */
function localitySearches(rows: { country_id: number; name: string; postal_code: string | null }[], count: number): LocalitySearch[] {
  const random = sequence(20_261_124);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
  return Array.from({ length: count }, () => {
    const row = pick(rows);
    const kind = random();
    const name = random() < 0.5 ? plain(row.name) : row.name;
    if (kind < 0.55) return { country_id: row.country_id, query: name.slice(0, 3 + Math.floor(random() * 6)).toLowerCase() };
    if (kind < 0.8 && name.length > 6) {
      const start = 1 + Math.floor(random() * (name.length - 5));
      return { country_id: row.country_id, query: name.slice(start, start + 3 + Math.floor(random() * 3)) };
    }
    if (kind < 0.92 && row.postal_code)
      return { country_id: row.country_id, postal_code: row.postal_code.slice(0, 3 + Math.floor(random() * 4)) };
    return { country_id: row.country_id, query: name.slice(0, 4), postal_code: row.postal_code?.slice(0, 2) ?? undefined };
  });
}

async function time<T>(searches: readonly T[], run: (search: T) => Promise<unknown[]>, label: string): Promise<SearchFigures> {
  const samples: number[] = [];
  let results = 0;
  for (const search of searches) {
    const started = performance.now();
    results += (await run(search)).length;
    samples.push(performance.now() - started);
  }
  return {
    label,
    count: samples.length,
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    p99Ms: percentile(samples, 99),
    maxMs: Math.max(...samples),
    meanResults: results / samples.length,
  };
}

/**
 * The address database imported into the bench database, then searched one
 * search at a time (as the shipment form's typing does) through the API's own
 * query class over a pg pool: localities of every country (names, name parts,
 * postal codes) and Romanian streets.
 */
export async function measureAddressSearch(url: string, options: { searches: number; warmup: number }): Promise<AddressSearchBench> {
  const database = connectPostgres(url, { maxConnections: 4 });
  try {
    await migrateReadModels(database.db);
    const db = database.db as ReadModelDb;
    const imported = await importAddresses(db);
    await database.query({ text: 'ANALYZE address_localities', values: [] });
    await database.query({ text: 'ANALYZE address_streets', values: [] });
    const search = new AddressSearch({ database } as Infrastructure);

    const rows = await db.selectFrom('address_localities').select(['country_id', 'name', 'postal_code']).execute();
    const all = localitySearches(rows, options.warmup + options.searches);
    await time(all.slice(0, options.warmup), (s) => search.localities(s), 'warm-up');
    const localities = await time(all.slice(options.warmup), (s) => search.localities(s), 'locality search');

    const streetRows = await db.selectFrom('address_streets').select(['locality_id', 'name']).execute();
    const random = sequence(7);
    const streetSearches = Array.from({ length: options.searches }, () => {
      const row = streetRows[Math.floor(random() * streetRows.length)]!;
      return { localityId: row.locality_id, query: row.name.slice(0, 3 + Math.floor(random() * 5)) };
    });
    const streets = await time(streetSearches, (s) => search.streets(s.localityId, s.query), 'street search');
    return { imported, localities, streets };
  } finally {
    await database.close();
  }
}

import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The address files shipped with the API (apps/api/assets/address), read the
 * way the address database numbers its localities: RO by the SIRUTA code of the
 * NIV 3 row, HU/BG/CZ/SK by an offset plus the 1-based line number of the
 * GeoNames file. Used by THE SANDBOX couriers only (lockers at real places,
 * known Romanian postal codes).
 */

/** src/couriers/sandbox or dist/couriers/sandbox -> apps/api/assets/address. */
const ASSETS = join(dirname(fileURLToPath(import.meta.url)), '../../../assets/address');

export const GEONAMES_OFFSETS = { HU: 3_000_000, BG: 4_000_000, CZ: 10_000_000, SK: 11_000_000 } as const;
export type GeonamesCountry = keyof typeof GEONAMES_OFFSETS;

export interface SirutaRow {
  readonly siruta: number;
  readonly name: string;
  /** Six digits ('' when the register has none). */
  readonly postalCode: string;
  readonly countyCode: number;
  readonly type: number;
  readonly level: number;
}

export interface GeonamesRow {
  /** offset + 1-based line number: the address database's locality id. */
  readonly localityId: number;
  readonly postalCode: string;
  readonly name: string;
  readonly county: string;
  readonly lat: number | null;
  readonly lng: number | null;
}

export interface RomanianStreet {
  readonly county: string;
  readonly locality: string;
  readonly type: string;
  readonly name: string;
  readonly postalCode: string;
  /** Bucharest sector ('' elsewhere). */
  readonly sector: string;
}

/** A file read once for whoever asks within the next half minute (the lockers and the postal codes are built together), then let go. */
const reads = new Map<string, Promise<unknown>>();
function shared<T>(key: string, read: () => Promise<T>): Promise<T> {
  let pending = reads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = read();
    reads.set(key, pending);
    const forget = () => void setTimeout(() => reads.delete(key), 30_000).unref();
    pending.then(forget, () => reads.delete(key));
  }
  return pending;
}

const lines = (text: string) => text.split(/\r?\n/).filter((line) => line !== '');

/** One CSV line: commas, double-quoted fields with "" escapes. */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

const padPostal = (code: string) => (code === '0' || code === '' ? '' : code.padStart(6, '0'));
const coordinate = (text: string | undefined) => (text && Number.isFinite(Number(text)) ? Number(text) : null);

export function readSiruta(): Promise<SirutaRow[]> {
  return shared('siruta', async () => {
    const [, ...rows] = lines(await readFile(join(ASSETS, 'ro-siruta-2024.csv'), 'utf8'));
    return rows.map((line) => {
      const f = line.split(',');
      return {
        siruta: Number(f[0]),
        name: f[1]!,
        postalCode: padPostal(f[2]!),
        countyCode: Number(f[3]),
        type: Number(f[5]),
        level: Number(f[6]),
      };
    });
  });
}

export function readGeonames(iso: GeonamesCountry | 'RO'): Promise<GeonamesRow[]> {
  const offset = iso === 'RO' ? 0 : GEONAMES_OFFSETS[iso];
  return shared(`geonames-${iso}`, async () =>
    lines(await readFile(join(ASSETS, `geonames-${iso}.tsv`), 'utf8')).map((line, index) => {
      const f = line.split('\t');
      return {
        localityId: offset + index + 1,
        postalCode: f[1]!,
        name: f[2]!,
        county: f[3]!,
        lat: coordinate(f[9]),
        lng: coordinate(f[10]),
      };
    }),
  );
}

export function readRomanianStreets(): Promise<RomanianStreet[]> {
  return shared('infocod', async () => {
    const [, ...rows] = lines(await readFile(join(ASSETS, 'ro-infocod-streets.csv'), 'utf8'));
    return rows.map((line) => {
      const f = csvFields(line);
      return { county: f[1]!, locality: f[2]!, type: f[3]!, name: f[4]!, postalCode: f[5]!, sector: f[6] ?? '' };
    });
  });
}

/** Lower case, no diacritics (cedilla and comma-below alike). */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

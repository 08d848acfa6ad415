import type { SourceLocker } from '../lockers/locker-source.js';
import {
  fold,
  readGeonames,
  readRomanianStreets,
  readSiruta,
  type GeonamesCountry,
  type GeonamesRow,
  type RomanianStreet,
  type SirutaRow,
} from './address-files.js';
import { CITIES, RO_CARGUS, RO_SAMEDAY, STREET } from './sandbox-places.js';

/**
 * THE SANDBOX lockers: Sameday easyboxes (RO, HU, BG, CZ, SK) and Cargus
 * Ship&Go points (RO), generated from the shipped address files at real
 * localities with the address database's locality ids. Deterministic: the same
 * files give the same lockers, ids and addresses. Names say 'Sandbox'
 * ('easybox Sandbox Cluj-Napoca 2'). See docs/sandbox-couriers.md.
 */
export interface SandboxLockers {
  readonly sameday: readonly SourceLocker[];
  readonly cargus: readonly SourceLocker[];
}

/** A small deterministic mix of integers (no randomness: the same input, the same output). */
export function mix(...values: number[]): number {
  let h = 2166136261;
  for (const value of values) {
    h ^= value;
    h = Math.imul(h, 16777619) >>> 0;
    h ^= h >>> 13;
  }
  return h >>> 0;
}

const jitter = (value: number | null, seed: number) =>
  value === null ? null : Math.round((value + ((seed % 2001) - 1000) / 50_000) * 1e6) / 1e6;

/** 'BUCUREŞTI SECTORUL 1' -> 'București Sectorul 1' (comma-below letters, as Romanian writes them). */
export function romanianName(upper: string): string {
  return upper
    .toLowerCase()
    .replace(/ş/g, 'ș')
    .replace(/ţ/g, 'ț')
    .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

const STREET_TYPES: Readonly<Record<string, string>> = { Strada: 'Str.', Bulevard: 'Bd.' };

function streetIndex(streets: readonly RomanianStreet[]): Map<string, RomanianStreet[]> {
  const index = new Map<string, RomanianStreet[]>();
  for (const street of streets) {
    // Whole streets only ('Abrudului nr. 1-T' is a numbering range, 'bl.' a block).
    if (!STREET_TYPES[street.type] || /\b(nr|bl)\./.test(street.name) || !/^\d{6}$/.test(street.postalCode)) continue;
    const key = `${fold(street.county)}|${fold(street.locality)}|${street.sector}`;
    const list = index.get(key);
    if (list) list.push(street);
    else index.set(key, [street]);
  }
  return index;
}

interface RomanianPlace {
  readonly row: SirutaRow;
  readonly county: string;
  readonly name: string;
  readonly streets: readonly RomanianStreet[];
}

function romanianPlaces(siruta: readonly SirutaRow[], streets: Map<string, RomanianStreet[]>): RomanianPlace[] {
  const counties = new Map<number, string>();
  for (const row of siruta) {
    if (row.level === 1) counties.set(row.countyCode, romanianName(row.name.replace(/^(JUDEŢUL|MUNICIPIUL) /, '')));
  }
  return siruta
    .filter((row) => row.level === 3 && (RO_SAMEDAY[row.type] ?? 0) > 0)
    .map((row) => {
      const county = counties.get(row.countyCode) ?? '';
      const name = romanianName(row.name);
      const sector = /SECTORUL (\d)$/.exec(row.name)?.[1] ?? '';
      const locality = sector ? 'Bucuresti' : name;
      return { row, county, name, streets: streets.get(`${fold(county)}|${fold(locality)}|${sector}`) ?? [] };
    });
}

function romanianLockers(
  places: readonly RomanianPlace[],
  counts: Readonly<Record<number, number>>,
  brand: string,
  geo: Coordinates,
): SourceLocker[] {
  const lockers: SourceLocker[] = [];
  for (const place of places) {
    for (let n = 1; n <= (counts[place.row.type] ?? 0); n++) {
      const seed = mix(place.row.siruta, n, brand === 'easybox' ? 1 : 2);
      const street = place.streets.length > 0 ? place.streets[seed % place.streets.length]! : undefined;
      const number = 1 + (seed % 89);
      const postalCode = street?.postalCode ?? place.row.postalCode;
      const [lat, lng] = geo.of(postalCode, place.name, place.county);
      lockers.push({
        nativeId: String(place.row.siruta * 10 + n),
        countryIso: 'RO',
        localityId: place.row.siruta,
        localityName: place.name,
        county: place.county,
        name: `${brand} Sandbox ${place.name} ${n}`,
        address: street ? `${STREET_TYPES[street.type]} ${street.name} ${number}` : `Str. Sandbox ${number}`,
        postalCode,
        lat: jitter(lat, seed),
        lng: jitter(lng, seed >>> 11),
        supportedPayment: seed % 5 !== 0,
      });
    }
  }
  return lockers;
}

/** Romanian coordinates from GeoNames: by postal code, else by locality and county. */
interface Coordinates {
  of(postalCode: string, locality: string, county: string): [number | null, number | null];
}

function coordinates(rows: readonly GeonamesRow[]): Coordinates {
  const byCode = new Map<string, GeonamesRow>();
  const byName = new Map<string, GeonamesRow>();
  for (const row of rows) {
    if (!byCode.has(row.postalCode)) byCode.set(row.postalCode, row);
    const key = `${fold(row.name)}|${fold(row.county)}`;
    if (!byName.has(key)) byName.set(key, row);
  }
  return {
    of: (postalCode, locality, county) => {
      const row = byCode.get(postalCode) ?? byName.get(`${fold(locality.replace(/ Sectorul \d$/, ''))}|${fold(county)}`);
      return [row?.lat ?? null, row?.lng ?? null];
    },
  };
}

/** 'Айтос / Ajtos' -> 'Ajtos'. */
const latin = (name: string) => name.split(' / ')[1] ?? name;

function matchesCity(place: string, city: string): boolean {
  const name = fold(latin(place));
  const wanted = fold(city).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // 'Brno', 'Brno-Bystrc', 'Bratislava 1', 'Praha 10-Benice'.
  return new RegExp(`^${wanted}( \\d+)?(-.+)?$`).test(name);
}

function foreignLockers(iso: GeonamesCountry, rows: readonly GeonamesRow[]): SourceLocker[] {
  const lockers: SourceLocker[] = [];
  for (const [city, count] of CITIES[iso]) {
    // One line per postal code; a city with fewer codes than lockers gets several at one line.
    const seen = new Set<string>();
    const lines = rows.filter((row) => matchesCity(row.name, city) && !seen.has(row.postalCode) && seen.add(row.postalCode));
    for (let n = 1; n <= count && lines.length > 0; n++) {
      const row = lines[(n - 1) % lines.length]!;
      const nativeId = row.localityId * 10 + Math.floor((n - 1) / lines.length) + 1;
      const seed = mix(nativeId);
      lockers.push({
        nativeId: String(nativeId),
        countryIso: iso,
        localityId: row.localityId,
        localityName: row.name,
        county: row.county || null,
        name: `easybox Sandbox ${latin(row.name)} ${n}`,
        address: STREET[iso](1 + (seed % 89)),
        postalCode: row.postalCode,
        lat: jitter(row.lat, seed),
        lng: jitter(row.lng, seed >>> 11),
        supportedPayment: seed % 5 !== 0,
      });
    }
  }
  return lockers;
}

async function generate(): Promise<SandboxLockers> {
  const [siruta, streets, roGeo, ...foreign] = await Promise.all([
    readSiruta(),
    readRomanianStreets(),
    readGeonames('RO'),
    ...(['HU', 'BG', 'CZ', 'SK'] as const).map(async (iso) => [iso, await readGeonames(iso)] as const),
  ]);
  const places = romanianPlaces(siruta, streetIndex(streets));
  const geo = coordinates(roGeo);
  return {
    sameday: [...romanianLockers(places, RO_SAMEDAY, 'easybox', geo), ...foreign.flatMap(([iso, rows]) => foreignLockers(iso, rows))],
    cargus: romanianLockers(places, RO_CARGUS, 'Ship&Go', geo),
  };
}

let generated: Promise<SandboxLockers> | undefined;

/** The sandbox's lockers, generated once per process. */
export function sandboxLockers(): Promise<SandboxLockers> {
  generated ??= generate().catch((error: unknown) => {
    generated = undefined;
    throw error;
  });
  return generated;
}

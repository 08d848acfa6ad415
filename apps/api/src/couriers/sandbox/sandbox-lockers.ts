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

/** Lockers per Romanian locality: by SIRUTA type (6 Bucharest sector, 9 municipality seat, 17 town seat). */
const RO_SAMEDAY: Readonly<Record<number, number>> = { 6: 6, 9: 3, 17: 1 };
const RO_CARGUS: Readonly<Record<number, number>> = { 6: 3, 9: 1 };

/** Cities with easyboxes outside Romania (GeoNames' Latin spelling) and how many (at distinct postal-code lines). */
const CITIES: Readonly<Record<GeonamesCountry, readonly (readonly [string, number])[]>> = {
  HU: [
    ['Budapest', 10],
    ['Debrecen', 3],
    ['Szeged', 3],
    ['Miskolc', 3],
    ['Pécs', 3],
    ['Győr', 3],
    ['Nyíregyháza', 2],
    ['Kecskemét', 2],
    ['Székesfehérvár', 2],
    ['Szombathely', 2],
    ['Szolnok', 2],
    ['Tatabánya', 1],
    ['Kaposvár', 1],
    ['Érd', 1],
    ['Veszprém', 1],
    ['Békéscsaba', 1],
    ['Zalaegerszeg', 1],
    ['Sopron', 1],
    ['Eger', 1],
    ['Nagykanizsa', 1],
  ],
  BG: [
    ['Sofija', 10],
    ['Plovdiv', 4],
    ['Varna', 4],
    ['Burgas', 3],
    ['Ruse', 2],
    ['Stara Zagora', 2],
    ['Pleven', 2],
    ['Sliven', 1],
    ['Dobrich', 1],
    ['Shumen', 1],
    ['Pernik', 1],
    ['Haskovo', 1],
    ['Jambol', 1],
    ['Pazardzhik', 1],
    ['Blagoevgrad', 1],
    ['Veliko Turnovo', 1],
    ['Vraca', 1],
    ['Gabrovo', 1],
  ],
  CZ: [
    ['Praha', 10],
    ['Brno', 5],
    ['Ostrava', 4],
    ['Plzeň', 3],
    ['Liberec', 2],
    ['Olomouc', 2],
    ['České Budějovice', 2],
    ['Hradec Králové', 2],
    ['Ústí nad Labem', 2],
    ['Pardubice', 2],
    ['Zlín', 1],
    ['Havířov', 1],
    ['Kladno', 1],
    ['Most', 1],
    ['Opava', 1],
    ['Frýdek-Místek', 1],
    ['Karviná', 1],
    ['Jihlava', 1],
    ['Teplice', 1],
    ['Děčín', 1],
  ],
  SK: [
    ['Bratislava', 10],
    ['Košice', 5],
    ['Prešov', 2],
    ['Žilina', 2],
    ['Banská Bystrica', 2],
    ['Nitra', 2],
    ['Trnava', 2],
    ['Trenčín', 2],
    ['Martin', 1],
    ['Poprad', 1],
    ['Prievidza', 1],
    ['Zvolen', 1],
    ['Považská Bystrica', 1],
    ['Michalovce', 1],
    ['Nové Zámky', 1],
    ['Spišská Nová Ves', 1],
    ['Komárno', 1],
    ['Levice', 1],
    ['Humenné', 1],
    ['Bardejov', 1],
  ],
};

const STREET: Readonly<Record<GeonamesCountry, (n: number) => string>> = {
  HU: (n) => `Sandbox utca ${n}`,
  BG: (n) => `ul. Sandbox ${n}`,
  CZ: (n) => `Sandboxová ${n}`,
  SK: (n) => `Sandboxová ${n}`,
};

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

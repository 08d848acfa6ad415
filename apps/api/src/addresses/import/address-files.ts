import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GEONAMES_COUNTRIES,
  parseGeonames,
  parseInfocodStreets,
  parseSiruta,
  plainText,
  postalKey,
  searchKey,
  type AddressCountryCode,
  type AddressLocality,
  type AddressStreet,
} from '@parcel/domain';
import type { AddressLocalityTable, AddressStreetTable } from '@parcel/read-models';

/** apps/api/assets/address, from src/addresses/import and from dist/addresses/import alike. */
export const ADDRESS_DATA_DIR = fileURLToPath(new URL('../../../assets/address/', import.meta.url));

/** The registers imported, in the order they are read. */
export const ADDRESS_FILES = {
  siruta: 'ro-siruta-2024.csv',
  infocod: 'ro-infocod-streets.csv',
  geonames: Object.fromEntries(GEONAMES_COUNTRIES.map((code) => [code, `geonames-${code}.tsv`])) as Record<
    (typeof GEONAMES_COUNTRIES)[number],
    string
  >,
} as const;

/**
 * Bumped whenever what the import makes of the files changes (names, keys,
 * columns): a start that finds another version imports again.
 */
const IMPORT_FORMAT = 'addresses-1';

const allFiles = (): string[] => [ADDRESS_FILES.siruta, ADDRESS_FILES.infocod, ...Object.values(ADDRESS_FILES.geonames)];

export interface AddressData {
  readonly version: string;
  /** The rows as they are stored: with their plain name, search key and postal key. */
  readonly localities: readonly AddressLocalityTable[];
  readonly streets: readonly AddressStreetTable[];
  /** Localities per country code. */
  readonly counts: Readonly<Record<AddressCountryCode, number>>;
  /** Infocod localities no SIRUTA locality was found for (their streets are left out). */
  readonly unmatched: readonly string[];
}

const versions = new Map<string, Promise<string>>();

/** The data version: the import format and a digest of the files' bytes (worked out once per process and folder). */
export function addressDataVersion(dir = ADDRESS_DATA_DIR): Promise<string> {
  let version = versions.get(dir);
  if (!version) {
    version = digest(dir);
    versions.set(dir, version);
    version.catch(() => versions.delete(dir));
  }
  return version;
}

async function digest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of allFiles()) hash.update(file).update(await readFile(join(dir, file)));
  return `${IMPORT_FORMAT}:${hash.digest('hex').slice(0, 16)}`;
}

export const localityRow = (l: AddressLocality): AddressLocalityTable => ({
  ...l,
  name_plain: plainText(l.name),
  search_key: searchKey(l.name),
  postal_key: l.postal_code === null ? null : postalKey(l.postal_code),
});

export const streetRow = (s: AddressStreet): AddressStreetTable => ({ ...s, name_plain: plainText(s.name), search_key: searchKey(s.name) });

const parsed = new Map<string, Promise<AddressData>>();

/** Every locality and street of the shipped registers (parsed once per process and folder). */
export function loadAddressData(dir = ADDRESS_DATA_DIR): Promise<AddressData> {
  let data = parsed.get(dir);
  if (!data) {
    data = parseAll(dir);
    parsed.set(dir, data);
    data.catch(() => parsed.delete(dir));
  }
  return data;
}

async function parseAll(dir: string): Promise<AddressData> {
  const read = (file: string) => readFile(join(dir, file), 'utf8');
  const romania = parseSiruta(await read(ADDRESS_FILES.siruta));
  const { streets, unmatched } = parseInfocodStreets(await read(ADDRESS_FILES.infocod), romania);
  const counts = { RO: romania.length } as Record<AddressCountryCode, number>;
  const localities: AddressLocality[] = romania.map(({ sirutaType: _, ...locality }) => locality);
  for (const code of GEONAMES_COUNTRIES) {
    const country = parseGeonames(await read(ADDRESS_FILES.geonames[code]), code);
    counts[code] = country.length;
    localities.push(...country);
  }
  return {
    version: await addressDataVersion(dir),
    localities: localities.map(localityRow),
    streets: streets.map(streetRow),
    counts,
    unmatched,
  };
}

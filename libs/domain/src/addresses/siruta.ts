import { parseCsvObjects } from './delimited.js';
import { ROMANIA_ID, type AddressLocality } from './locality.js';
import { commaBelow, romanianTitleCase } from './address-text.js';

/** A Romanian locality with its SIRUTA type (TIP), which the street matching prefers by. */
export interface SirutaLocality extends AddressLocality {
  readonly sirutaType: number;
}

/** Words a county's or a municipality's SIRUTA name starts with (Județul Alba, Municipiul Alba Iulia, Oraș Abrud). */
const UNIT_PREFIX = /^(JUDEȚUL|MUNICIPIUL|ORAȘ)\s+/;

const unitName = (denloc: string): string => romanianTitleCase(commaBelow(denloc).replace(UNIT_PREFIX, ''));

/** CODP loses its leading zero in the file; 0 means no code of its own. */
export const sirutaPostalCode = (codp: string): string | null => (/^\d+$/.test(codp) && Number(codp) > 0 ? codp.padStart(6, '0') : null);

/**
 * The localities of SIRUTA (its level-3 rows: component localities, villages,
 * Bucharest's sectors): id = SIRUTA code, name title-cased with comma-below
 * letters, county = the level-1 row of its JUD (without 'Județul'),
 * municipality = the level-2 row of its SIRSUP (without 'Municipiul' / 'Oraș'),
 * postal code = CODP padded to 6 digits.
 */
export function parseSiruta(csv: string): SirutaLocality[] {
  const rows = parseCsvObjects(csv);
  const counties = new Map<string, string>();
  const units = new Map<string, string>();
  for (const row of rows) {
    if (row['NIV'] === '1') counties.set(row['JUD']!, unitName(row['DENLOC']!));
    if (row['NIV'] === '2') units.set(row['SIRUTA']!, unitName(row['DENLOC']!));
  }
  return rows
    .filter((row) => row['NIV'] === '3')
    .map((row) => ({
      id: Number(row['SIRUTA']),
      country_id: ROMANIA_ID,
      name: romanianTitleCase(row['DENLOC']!),
      county: counties.get(row['JUD']!) ?? null,
      municipality: units.get(row['SIRSUP']!) ?? null,
      postal_code: sirutaPostalCode(row['CODP']!),
      sirutaType: Number(row['TIP']),
    }));
}

import { parseCsvObjects } from './delimited.js';
import type { AddressStreet } from './locality.js';
import type { SirutaLocality } from './siruta.js';
import { repairInfocodText, searchKey } from './address-text.js';

/** Infocod rows that are post offices or internal codes, not streets. */
const NOT_STREETS = new Set(['', 'Uz intern', 'O.P.', 'O.P.R.M.', 'O.P.D.C.', 'Gh.P.']);

/** SIRUTA types of the locality a town's or a municipality's name means (its seat), preferred when a county has two of that name. */
const SEAT_TYPES = [9, 17, 1, 5];

export interface InfocodStreets {
  readonly streets: AddressStreet[];
  /** 'county / locality' of street rows no SIRUTA locality was found for (left out). */
  readonly unmatched: string[];
}

const countyKey = (judet: string): string => {
  const key = searchKey(repairInfocodText(judet));
  return key === 'b' ? 'bucuresti' : key;
};

function seatFirst(a: SirutaLocality, b: SirutaLocality): number {
  const rank = (l: SirutaLocality) => (SEAT_TYPES.includes(l.sirutaType) ? SEAT_TYPES.indexOf(l.sirutaType) : SEAT_TYPES.length);
  return rank(a) - rank(b) || a.id - b.id;
}

/**
 * Finds SIRUTA localities by an Infocod county and locality name: names
 * compared by their search key within the county ('Bistrita Nasaud' =
 * 'Bistrița-Năsăud', 'B' = București), Bucharest's streets by their sector
 * ('București Sectorul 3'); a cut-off name ('Drobeta-Turnu S') by the start of
 * one name. Of two localities of one name, the seat of a municipality or town.
 */
export class SirutaIndex {
  private readonly byCountyAndName = new Map<string, SirutaLocality[]>();
  private readonly byCounty = new Map<string, SirutaLocality[]>();

  constructor(localities: readonly SirutaLocality[]) {
    for (const locality of localities) {
      const county = searchKey(locality.county ?? '');
      const key = `${county}\t${searchKey(locality.name)}`;
      this.byCountyAndName.set(key, [...(this.byCountyAndName.get(key) ?? []), locality]);
      this.byCounty.set(county, [...(this.byCounty.get(county) ?? []), locality]);
    }
  }

  find(judet: string, localitate: string, sector = ''): SirutaLocality | undefined {
    const county = countyKey(judet);
    const name = searchKey(repairInfocodText(localitate));
    const wanted = sector.trim() === '' ? name : `${name} sectorul ${sector.trim()}`;
    const exact = this.byCountyAndName.get(`${county}\t${wanted}`);
    if (exact) return [...exact].sort(seatFirst)[0];
    const started = (this.byCounty.get(county) ?? []).filter((l) => searchKey(l.name).startsWith(wanted));
    return started.sort(seatFirst)[0];
  }
}

/**
 * The streets of Infocod (rows with a street type; post offices and internal
 * codes left out), each given the SIRUTA locality it lies in; postal codes
 * padded to 6 digits. Street names stay as Infocod writes them, with their
 * number or block ranges ('Zorilor nr. 2-44'): a range has its own code.
 */
export function parseInfocodStreets(csv: string, localities: readonly SirutaLocality[]): InfocodStreets {
  const index = new SirutaIndex(localities);
  const found = new Map<string, SirutaLocality | undefined>();
  const streets: AddressStreet[] = [];
  const unmatched = new Set<string>();
  for (const row of parseCsvObjects(csv)) {
    const type = row['tip_strada']!.trim();
    const name = row['denumire']!.trim();
    const code = row['cod']!.trim();
    if (NOT_STREETS.has(type) || name === '' || !/^\d+$/.test(code)) continue;
    const place = `${row['judet']}\t${row['localitate']}\t${row['sector']}`;
    if (!found.has(place)) found.set(place, index.find(row['judet']!, row['localitate']!, row['sector']));
    const locality = found.get(place);
    if (!locality) {
      unmatched.add(`${row['judet']} / ${row['localitate']}`);
      continue;
    }
    streets.push({ id: Number(row['id']), locality_id: locality.id, type, name, postal_code: code.padStart(6, '0') });
  }
  return { streets, unmatched: [...unmatched] };
}

import { parseTsvLines } from './delimited.js';
import { ADDRESS_COUNTRIES, type AddressLocality } from './locality.js';
import { latinFirst } from './address-text.js';

const orNull = (text: string | undefined): string | null => (text && text.trim() !== '' ? latinFirst(text) : null);

/**
 * The localities of one GeoNames postal-code file (tab-separated, no header:
 * country, postal code, place, admin1 name, admin1 code, admin2 name, ...): one
 * per line, id = the country's offset + the line number; a line repeating an
 * earlier line's place and postal code is left out (the first keeps the id).
 * County = admin1, municipality = admin2; two-script names Latin first.
 */
export function parseGeonames(tsv: string, country: keyof typeof ADDRESS_COUNTRIES): AddressLocality[] {
  const { countryId, idOffset } = ADDRESS_COUNTRIES[country];
  const seen = new Set<string>();
  const localities: AddressLocality[] = [];
  for (const { line, fields } of parseTsvLines(tsv)) {
    const [, postalCode = '', place = '', admin1, , admin2] = fields;
    const key = `${place.trim()}\t${postalCode.trim()}`;
    if (place.trim() === '' || seen.has(key)) continue;
    seen.add(key);
    localities.push({
      id: idOffset + line,
      country_id: countryId,
      name: latinFirst(place),
      county: orNull(admin1),
      municipality: orNull(admin2),
      postal_code: postalCode.trim() || null,
    });
  }
  return localities;
}

import { readGeonames, readRomanianStreets, readSiruta } from './address-files.js';

let known: Promise<ReadonlySet<string>> | undefined;

/**
 * The Romanian postal codes THE SANDBOX couriers know: every code of the
 * shipped SIRUTA register, the Infocod street list and GeoNames (six digits).
 */
export function knownRomanianPostalCodes(): Promise<ReadonlySet<string>> {
  known ??= (async () => {
    const [siruta, streets, geonames] = await Promise.all([readSiruta(), readRomanianStreets(), readGeonames('RO')]);
    const codes = [
      ...siruta.map((row) => row.postalCode),
      ...streets.map((street) => street.postalCode),
      ...geonames.map((row) => row.postalCode),
    ];
    return new Set(codes.filter((code) => /^\d{6}$/.test(code)));
  })().catch((error: unknown) => {
    known = undefined;
    throw error;
  });
  return known;
}

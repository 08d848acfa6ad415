import { COUNTRIES, SENDING_COUNTRY_IDS } from '@parcel/domain';

/** A country's Polish name by its id (spec/01 §3 Country); an unknown id shows as the number. */
export function countryName(id: number): string {
  return COUNTRIES.find((country) => country.id === id)?.name ?? String(id);
}

/** Every country, for the client's own country. */
export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: String(country.id), label: country.name }));

/** The countries a client may send to (every one but Poland). */
export const SENDING_COUNTRY_OPTIONS = SENDING_COUNTRY_IDS.map((id) => ({ value: String(id), label: countryName(id) }));

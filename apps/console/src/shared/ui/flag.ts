import { COUNTRIES } from '@parcel/domain';

/** 'RO' -> the regional-indicator pair that fonts draw as the flag. */
export const flagEmoji = (iso: string): string =>
  /^[A-Z]{2}$/.test(iso) ? String.fromCodePoint(...[...iso].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65)) : '';

/** A country of the catalogue by its id (spec/03 §9), or undefined. */
export const countryById = (id: number | null | undefined) => COUNTRIES.find((country) => country.id === id);

import type { FinderTexts } from './addresses.pl';

/** Romanian texts of the public postal-code finder: the same keys as the Polish ones (addresses.pl.ts). */
export const finderRo: FinderTexts = {
  title: 'Găsește codul poștal',
  intro: 'Scrie numele localității din România (cel puțin 3 caractere) sau începutul codului poștal. Diacriticele nu sunt obligatorii.',
  language: 'Limba',
  searchLabel: 'Localitate sau cod poștal',
  placeholder: 'de ex. Brașov',
  minLength: 'Scrie cel puțin 3 caractere.',
  searching: 'Căutăm…',
  townFindError: 'Nu am găsit această localitate. Verifică ortografia.',
  tooManySearches: 'Prea multe căutări. Încearcă din nou peste un minut.',
  failed: 'Căutarea nu a reușit. Încearcă din nou.',
  voivodeship: 'Județ',
  municipality: 'Municipiu / oraș / comună',
  postalCode: 'Cod poștal',
  chosen: 'Localitatea aleasă',
  toLogin: 'Mergi la autentificare',
};

import { LANGUAGE_STORAGE_KEY } from '@/shared/i18n/language';
import { addresses, type FinderTexts } from './addresses.pl';
import { finderRo } from './addresses.ro';

/** The finder's languages (spec/02 §2, spec/03 §9): Romanian by default. */
export const FINDER_LANGUAGES = ['ro', 'pl'] as const;
export type FinderLanguage = (typeof FINDER_LANGUAGES)[number];

/** Stored under the `language` key (the console's key too: it falls back to Polish for a stored 'ro'). */
export const FINDER_LANGUAGE_KEY = LANGUAGE_STORAGE_KEY;

/** The stored choice when it is one of the finder's languages, Romanian otherwise (the browser's language plays no part). */
export function finderLanguage(stored: string | null | undefined): FinderLanguage {
  return (FINDER_LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as FinderLanguage) : 'ro';
}

export function finderTexts(language: FinderLanguage): FinderTexts {
  return language === 'pl' ? addresses.finder : finderRo;
}

/** The endonym of each language, as the switch shows it. */
export const LANGUAGE_NAMES: Record<FinderLanguage, string> = { ro: 'Română', pl: 'Polski' };

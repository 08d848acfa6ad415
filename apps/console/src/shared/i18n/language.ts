/** Languages the console offers; the first is the fallback. Only Polish for now. */
export const SUPPORTED_LANGUAGES = ['pl'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The language is the first two letters of the browser language, overridden by
 * the value stored under `language`, falling back to Polish when unsupported.
 */
export function chooseLanguage(stored: string | null | undefined, browser: string | null | undefined): Language {
  const wanted = (stored || browser || '').slice(0, 2).toLowerCase();
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(wanted) ? (wanted as Language) : SUPPORTED_LANGUAGES[0];
}

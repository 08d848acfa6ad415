import { LANGUAGE_STORAGE_KEY } from '@/shared/i18n/language';

/** The tracking page's languages (spec/03 §9): Romanian by default, Polish for a Polish browser or a stored choice. */
export const TRACKING_LANGUAGES = ['ro', 'pl'] as const;
export type TrackingLanguage = (typeof TRACKING_LANGUAGES)[number];

/** The choice is kept where the console keeps its own (`language`); the console reads an unsupported 'ro' as Polish. */
export const TRACKING_LANGUAGE_KEY = LANGUAGE_STORAGE_KEY;

const isTrackingLanguage = (value: string): value is TrackingLanguage => (TRACKING_LANGUAGES as readonly string[]).includes(value);

/** A stored pl or ro wins; otherwise Polish for a Polish browser and Romanian for any other. */
export function chooseTrackingLanguage(stored: string | null | undefined, browser: string | null | undefined): TrackingLanguage {
  const kept = (stored ?? '').slice(0, 2).toLowerCase();
  if (isTrackingLanguage(kept)) return kept;
  return (browser ?? '').slice(0, 2).toLowerCase() === 'pl' ? 'pl' : 'ro';
}

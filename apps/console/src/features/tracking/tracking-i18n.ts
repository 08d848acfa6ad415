import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { chooseTrackingLanguage, TRACKING_LANGUAGE_KEY, TRACKING_LANGUAGES, type TrackingLanguage } from './tracking-language';
import { tracking } from './tracking.pl';
import { trackingRo } from './tracking.ro';

function storedChoice(): string | null {
  try {
    return localStorage.getItem(TRACKING_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The tracking page speaks Polish and Romanian while the rest of the console
 * is Polish only, so it has its own i18next instance with the `tracking`
 * namespace in both languages (the same keys as the console's `tracking`).
 */
const trackingI18n = i18next.createInstance();
void trackingI18n.init({
  resources: { pl: { tracking }, ro: { tracking: trackingRo } },
  ns: ['tracking'],
  defaultNS: 'tracking',
  nsSeparator: '.',
  lng: chooseTrackingLanguage(storedChoice(), navigator.language),
  supportedLngs: [...TRACKING_LANGUAGES],
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The tracking texts in the page's language, and that language; re-rendered when it changes. */
export function useTrackingTranslation() {
  const { t, i18n } = useTranslation('tracking', { i18n: trackingI18n });
  return { t, language: i18n.language as TrackingLanguage };
}

/** Switches the page's language and keeps the choice for the next visit. */
export function switchTrackingLanguage(language: TrackingLanguage): void {
  try {
    localStorage.setItem(TRACKING_LANGUAGE_KEY, language);
  } catch {
    // A browser that keeps nothing still switches for this visit.
  }
  void trackingI18n.changeLanguage(language);
}

import i18next from 'i18next';
import { ROLES, type Role, type RoleName } from '@parcel/domain';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from './language';
import { pl } from './pl';

export const language = chooseLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language);

void i18next.use(initReactI18next).init({
  resources: { pl: { translation: pl } },
  lng: language,
  fallbackLng: SUPPORTED_LANGUAGES[0],
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // React escapes what it renders; HTML toasts are sanitized by the toast layer.
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = language;

export const t = i18next.t.bind(i18next);
export { useTranslation } from 'react-i18next';

const ROLE_NAMES = Object.fromEntries(Object.entries(ROLES).map(([name, role]) => [role, name])) as Record<Role, RoleName>;

/** A role's name in Polish. */
export function roleLabel(role: Role): string {
  return t(`roles.${ROLE_NAMES[role]}`);
}

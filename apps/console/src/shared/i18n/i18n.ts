import i18next from 'i18next';
import { ROLES, type Role, type RoleName } from '@parcel/domain';
import { initReactI18next, useTranslation as useNamespacedTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from './language';
import { NAMESPACES, pl, type LazyNamespaces } from './namespaces';

export const language = chooseLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language);

void i18next.use(initReactI18next).init({
  resources: { pl },
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // The same separator for namespaces and keys: `users.title` reads `title` from the namespace `users`.
  nsSeparator: '.',
  lng: language,
  fallbackLng: SUPPORTED_LANGUAGES[0],
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // React escapes what it renders; HTML toasts are sanitized by the toast layer.
  interpolation: { escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = language;

/** A lazy feature's texts, registered by its chunk before it renders (see LazyNamespaces). */
export function registerNamespace<N extends keyof LazyNamespaces>(name: N, texts: LazyNamespaces[N]): void {
  if (!i18next.hasResourceBundle('pl', name)) i18next.addResourceBundle('pl', name, texts);
}

/** A text of any namespace: `t('users.title')`, `t('app.save')` (common). */
export const t = i18next.getFixedT(null, NAMESPACES);

/** The texts of every namespace in a component (re-rendered on a language change). */
export function useTranslation() {
  return useNamespacedTranslation(NAMESPACES);
}

const ROLE_NAMES = Object.fromEntries(Object.entries(ROLES).map(([name, role]) => [role, name])) as Record<Role, RoleName>;

/** A role's name in Polish. */
export function roleLabel(role: Role): string {
  return t(`roles.${ROLE_NAMES[role]}`);
}

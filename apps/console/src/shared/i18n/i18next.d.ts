import 'i18next';
import type { Texts } from './pl';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Texts };
  }
}

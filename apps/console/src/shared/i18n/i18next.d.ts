import 'i18next';
import type { Pl } from './namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // `users.title` is the key `title` of the namespace `users` (the first segment names a namespace when it is one).
    nsSeparator: '.';
    resources: Pl;
  }
}

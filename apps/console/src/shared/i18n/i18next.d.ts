import 'i18next';
import type { LazyNamespaces, pl } from './namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // `users.title` is the key `title` of the namespace `users` (the first segment names a namespace when it is one).
    nsSeparator: '.';
    resources: typeof pl & LazyNamespaces;
  }
}

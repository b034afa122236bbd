import 'i18next';
import type { DEFAULT_NAMESPACE, EnglishResources } from './namespaces';

/**
 * Types `t` and `useTranslation` from the English resources, so a missing or misspelt key, an
 * unknown namespace or a missing placeholder value fails `tsc`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: EnglishResources;
  }
}

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES } from '@studio/domain';
import { DEFAULT_NAMESPACE, NAMESPACES, resourcesIn } from './namespaces';

export const LANGUAGE_STORAGE_KEY = 'studio.language';

/** The stored choice, else the browser's language when we have it, else English. */
export function preferredLanguage(): string {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
  const candidates = [stored, ...(globalThis.navigator?.languages ?? [])];
  for (const candidate of candidates) {
    const base = candidate?.slice(0, 2);
    if (base && (LANGUAGES as readonly string[]).includes(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

export function createI18n(language = preferredLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(NAMESPACES),
    defaultNS: DEFAULT_NAMESPACE,
    resources: { en: resourcesIn('en'), es: resourcesIn('es') },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

import { FALLBACK_LANGUAGE, LANGUAGES } from '@studio/domain';
import { NAMESPACES, type Language, type Namespace } from './namespaces';
import { createTranslator, type TFunction, type Translator } from './translator';

export const LANGUAGE_STORAGE_KEY = 'studio.language';

/** The studio's translator: every namespace of `NAMESPACES`, in English and Spanish. */
export type StudioTranslator = Translator<typeof NAMESPACES>;

/** `t` in one of the studio's namespaces. */
export type StudioT<Name extends Namespace> = TFunction<typeof NAMESPACES, Name>;

function isLanguage(candidate: string): candidate is Language {
  return (LANGUAGES as readonly string[]).includes(candidate);
}

/** The stored choice, else the browser's language when we have it, else English. */
export function preferredLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
  const candidates = [stored, ...(globalThis.navigator?.languages ?? [])];
  for (const candidate of candidates) {
    const base = candidate?.slice(0, 2);
    if (base && isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * Every namespace is loaded up front: the strings are a few kilobytes (docs/i18n.md), so starting
 * is synchronous and no screen waits for its words.
 */
export function createI18n(language: Language = preferredLanguage()): StudioTranslator {
  return createTranslator(NAMESPACES, language);
}

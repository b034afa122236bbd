import { FALLBACK_LANGUAGE, LANGUAGES } from '@studio/domain';
import {
  EAGER_NAMESPACES,
  PUBLIC_NAMESPACE_LOADERS,
  type Language,
  type Namespace,
  type Namespaces,
} from './namespaces';
import {
  createTranslator,
  type NamespaceLoaders,
  type TFunction,
  type Translator,
} from './translator';

export const LANGUAGE_STORAGE_KEY = 'studio.language';

/** The studio's translator: every namespace, in English and Spanish. */
export type StudioTranslator = Translator<Namespaces>;

/** `t` in one of the studio's namespaces. */
export type StudioT<Name extends Namespace> = TFunction<Namespaces, Name>;

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

type Strings = Namespaces[keyof Namespaces];

/**
 * Feature namespaces: a public page's from the entry chunk's own small map, a signed-in feature's
 * through `signed-in-namespaces.ts`, one chunk fetched on first use, so its thirty `import()`
 * sites and their preload lists stay off the sign-in page (docs/performance.md).
 */
const featureNamespaceLoaders = new Proxy(PUBLIC_NAMESPACE_LOADERS, {
  get(publicLoaders: Readonly<Record<string, () => Promise<Strings>>>, namespace) {
    if (typeof namespace !== 'string') return undefined;
    const publicLoader = publicLoaders[namespace];
    if (publicLoader) return publicLoader;
    return async () => {
      const { SIGNED_IN_NAMESPACE_LOADERS } = await import('./signed-in-namespaces');
      const load = (SIGNED_IN_NAMESPACE_LOADERS as Record<string, () => Promise<Strings>>)[
        namespace
      ];
      if (!load) throw new Error(`no strings for the ${namespace} namespace`);
      return load();
    };
  },
}) as NamespaceLoaders<Namespaces>;

/**
 * The studio's translator: the eager namespaces at once (the sign-in page, the shell, the error
 * pages), each feature's namespace fetched with its first route (docs/i18n.md).
 */
export function createI18n(language: Language = preferredLanguage()): StudioTranslator {
  return createTranslator<Namespaces>(EAGER_NAMESPACES, language, featureNamespaceLoaders);
}

import type { LANGUAGES } from '@studio/domain';
import { authEn } from '../features/auth/i18n/en';
import { authEs } from '../features/auth/i18n/es';
import { errorsEn } from '../features/errors/i18n/en';
import { errorsEs } from '../features/errors/i18n/es';
import { shellEn } from '../features/shell/i18n/en';
import { shellEs } from '../features/shell/i18n/es';
import { commonEn } from './common/en';
import { commonEs } from './common/es';
import type { Catalogue } from './translator';
import type { SIGNED_IN_NAMESPACE_LOADERS } from './signed-in-namespaces';

export type Language = (typeof LANGUAGES)[number];

/**
 * The namespaces every page may need before any route has loaded: the sign-in page (`auth`), the
 * shell and its navigation (`shell`), the error pages (`errors`) and `common`. They travel in the
 * entry chunk, so keep them lean.
 */
export const EAGER_NAMESPACES = {
  common: { en: commonEn, es: commonEs },
  shell: { en: shellEn, es: shellEs },
  errors: { en: errorsEn, es: errorsEs },
  auth: { en: authEn, es: authEs },
} as const satisfies Catalogue;

/**
 * The namespaces the public pages read (the watch page, the uploader pages, the password and
 * invitation pages), fetched with their page. They stay in the entry chunk's map: a person who is
 * not signed in never fetches the signed-in features' map (`signed-in-namespaces.ts`).
 */
export const PUBLIC_NAMESPACE_LOADERS = {
  peoplePublic: async () => (await import('../features/people/public/i18n')).peoplePublicStrings,
  live: async () => (await import('../features/live/i18n')).liveStrings,
} as const satisfies Record<string, () => Promise<Catalogue[string]>>;

/** Every feature namespace's loader, as the types see them (public and signed-in). */
type FeatureNamespaceLoaders = typeof PUBLIC_NAMESPACE_LOADERS & typeof SIGNED_IN_NAMESPACE_LOADERS;

type FeatureNamespaces = {
  readonly [Name in keyof FeatureNamespaceLoaders]: Awaited<
    ReturnType<FeatureNamespaceLoaders[Name]>
  >;
};

/** Every namespace and its strings in each language: the type the translator checks keys against. */
export type Namespaces = typeof EAGER_NAMESPACES & FeatureNamespaces;

export type Namespace = keyof Namespaces;

/** A namespace that arrives with its feature's routes. */
export type FeatureNamespace = keyof FeatureNamespaces;

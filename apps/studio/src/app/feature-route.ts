import type { ComponentType, ReactNode } from 'react';
import type { settingsEn } from '../features/settings/i18n/en';
import type { shellEn } from '../features/shell/i18n/en';
import type { FeatureNamespace } from '../i18n/namespaces';
import { canAccess, type Access, type AccessSubject } from './access';

/** Where an entry is listed: the side navigation, or the settings hub's cards. */
export type NavigationSection = 'main' | 'settings';

/** A key under `nav` in the `shell` namespace of the translations. */
export type NavigationLabelKey = keyof (typeof shellEn)['nav'];

/**
 * A key under `summary` in the `settings` namespace: the one line under a settings hub card. The
 * hub alone shows them, so they travel with its words, not the shell's.
 */
export type NavigationSummaryKey = keyof (typeof settingsEn)['summary'];

export interface NavigationDeclaration {
  readonly label: NavigationLabelKey;
  readonly section: NavigationSection;
  /** Position within the section, ascending; leave gaps so features can slot in between. */
  readonly order: number;
  readonly icon?: ReactNode;
  /** What the area is for, in one line: every `settings` entry has one (its hub card). */
  readonly summary?: NavigationSummaryKey;
}

/**
 * One route of a feature, declared in the feature's `routes.tsx`. Everything the studio needs to
 * know about it is here: where it lives, who may open it, whether and where it is listed, and how
 * its page is loaded (its own chunk, fetched on the first visit).
 */
export interface FeatureRoute {
  /** Stable id: the router's route id and the navigation entry's key. */
  readonly id: string;
  /** Absolute path (`/settings/users/:uuid/edit`); a route with navigation has no parameters. */
  readonly path: string;
  readonly access?: Access;
  readonly navigation?: NavigationDeclaration;
  readonly page: () => Promise<ComponentType>;
  /**
   * The translation namespaces the page reads (its feature's, and an area's within it, such as
   * `settings` and `settingsVenues`), fetched alongside the page the first time, so the page
   * renders with its words (docs/i18n.md).
   */
  readonly namespaces?: readonly FeatureNamespace[];
}

export interface NavigationEntry {
  readonly id: string;
  readonly label: NavigationLabelKey;
  readonly href: string;
  readonly icon?: ReactNode;
  readonly summary?: NavigationSummaryKey;
}

/**
 * The entries of one section the subject may open, in order: derived from the same declarations
 * the router is built from, so navigation never offers a page the guard would refuse.
 */
export function navigationFor(
  routes: readonly FeatureRoute[],
  subject: AccessSubject,
  section: NavigationSection = 'main',
): NavigationEntry[] {
  return routes
    .flatMap(({ id, path, access, navigation }) =>
      navigation?.section === section && canAccess(access, subject)
        ? [{ id, href: path, navigation }]
        : [],
    )
    .sort((a, b) => a.navigation.order - b.navigation.order)
    .map(({ id, href, navigation: { label, icon, summary } }) => ({
      id,
      label,
      href,
      ...(icon ? { icon } : {}),
      ...(summary ? { summary } : {}),
    }));
}

/** The entry whose area contains the path: the longest matching prefix, `/` only for itself. */
export function currentEntry(
  entries: readonly NavigationEntry[],
  pathname: string,
): NavigationEntry | undefined {
  return entries
    .filter((entry) =>
      entry.href === '/'
        ? pathname === '/'
        : pathname === entry.href || pathname.startsWith(`${entry.href}/`),
    )
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/**
 * The page modules of one area, loaded through the area's own `pages.ts` chunk. Each `import()`
 * in a chunk carries the list of files to preload with it; written in the route tables, those lists
 * travelled in the signed-in app that every route downloads (about 6 kB gzip for 120 pages). Going
 * through `pages.ts`, a route downloads only its own area's lists, one small chunk more.
 *
 *   const pageModule = areaPages(() => import('./pages'));
 *   page: async () => (await pageModule('./TrimPage')).TrimPage,
 */
export function areaPages<Modules extends Record<string, () => Promise<unknown>>>(
  load: () => Promise<{ pageModules: Modules }>,
) {
  return <Path extends keyof Modules>(path: Path) =>
    load().then(({ pageModules }) => pageModules[path]!()) as ReturnType<Modules[Path]>;
}

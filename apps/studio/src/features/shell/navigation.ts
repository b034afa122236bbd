import { hasPermission, type Permission } from '@studio/domain';

export interface NavigationEntry {
  /** i18n key under `nav` in the `shell` namespace. */
  key: 'dashboard' | 'help';
  href: string;
  /** Shown only to people whose roles grant it; absent means everyone signed in. */
  permission?: Permission;
}

/**
 * The areas of the studio that exist so far, in the order of the side navigation. An area joins
 * this list in the change that builds it, so the navigation never leads to a missing page.
 */
export const NAVIGATION: readonly NavigationEntry[] = [
  { key: 'dashboard', href: '/', permission: 'viewDashboard' },
  { key: 'help', href: '/help' },
];

export function navigationFor(roles: readonly string[]): NavigationEntry[] {
  return NAVIGATION.filter((entry) => !entry.permission || hasPermission(roles, entry.permission));
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

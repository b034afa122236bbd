import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { PageErrorBoundary } from '../features/errors/PageErrorBoundary';
import type { StudioAddress } from './address';
import { StartupView } from './StartupView';

/** A page's path parameters (`:token` in `/verify-email/:token`), by name. */
export type PathParameters = Readonly<Record<string, string>>;

interface PublicPage {
  /** Absolute path; a `:name` segment matches any one segment and is passed in `params`. */
  readonly path: string;
  readonly Page: ComponentType<{ params: PathParameters }>;
}

export const SIGN_IN_PATH = '/login';

/**
 * The pages a person who is not signed in can open. No router here, by decision
 * (docs/performance.md): these few pages need a path match and one redirect, and react-router's
 * 15 to 33 kB gzip would not fit the sign-in page's budget.
 */
const signInPage: PublicPage = {
  path: SIGN_IN_PATH,
  Page: lazy(async () => ({ default: (await import('../features/auth/LoginPage')).LoginPage })),
};
const PUBLIC_PAGES: readonly PublicPage[] = [signInPage];

/** The parameters of `pathname` when it matches `pattern`, else null. */
export function matchPath(pattern: string, pathname: string): PathParameters | null {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':') && value !== '')
      params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return params;
}

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? '';

function findPage(pathname: string): { page: PublicPage; params: PathParameters } | null {
  for (const page of PUBLIC_PAGES) {
    const params = matchPath(page.path, pathname);
    if (params) return { page, params };
  }
  return null;
}

/**
 * Where a person who is not signed in is sent from `path` (path and query): a public page stays
 * where it is; any other address leads to sign-in, which returns there afterwards.
 */
export function publicAddressFor(path: string): string {
  if (findPage(pathnameOf(path))) return path;
  return path === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(path)}`;
}

/** The unauthenticated sub-app (spec section 2): the public pages, everything else to sign-in. */
export function PublicApp({ address }: { address: StudioAddress }) {
  const target = publicAddressFor(address.current());
  useEffect(() => {
    if (address.current() !== target) address.replace(target);
  }, [address, target]);

  const { page, params } = findPage(pathnameOf(target)) ?? { page: signInPage, params: {} };
  return (
    <PageErrorBoundary>
      <Suspense fallback={<StartupView />}>
        <page.Page params={params} />
      </Suspense>
    </PageErrorBoundary>
  );
}

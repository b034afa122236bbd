import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { PageErrorBoundary } from '../features/errors/PageErrorBoundary';
import type { FeatureNamespace } from '../i18n/namespaces';
import { useTranslator } from '../i18n/react';
import type { StudioTranslator } from '../i18n';
import type { StudioAddress } from './address';
import { StartupView } from './StartupView';

/** A page's path parameters (`:token` in `/verify-email/:token`), by name. */
export type PathParameters = Readonly<Record<string, string>>;

/** What a public page is given: its parameters, and the address to leave it once signed in. */
export interface PublicPageProps {
  params: PathParameters;
  address: StudioAddress;
}

interface PublicPage {
  /** Absolute path; a `:name` segment matches any one segment and is passed in `params`. */
  readonly path: string;
  readonly load: () => Promise<ComponentType<PublicPageProps>>;
  /** Feature namespaces the page reads, fetched with its code (the eager ones are always there). */
  readonly namespaces?: readonly FeatureNamespace[];
}

export const SIGN_IN_PATH = '/login';

/**
 * The pages a person who is not signed in can open. No router here, by decision
 * (docs/performance.md): these few pages need a path match and one redirect, and react-router's
 * 15 to 33 kB gzip would not fit the sign-in page's budget.
 */
const signInPage: PublicPage = {
  path: SIGN_IN_PATH,
  load: async () => (await import('../features/auth/LoginPage')).LoginPage,
};
/**
 * Pages that stand on their own whether or not someone is signed in (issue 14): a web channel's
 * watch page, which every embed code loads, and the software encoder's registration. The
 * start-up refresh of the session does not run there (`isStandalonePath`), and no studio chrome
 * (navigation, unsupported-browser banner) is drawn around them.
 */
const LIVE_NAMESPACES = ['live'] as const;
// One import site for the four registration pages (each `import()` costs the entry chunk its own
// preload list).
const uploaderPages = () => import('../features/live/UploaderPages');
const STANDALONE_PAGES: readonly PublicPage[] = [
  {
    path: '/embed/:embedId',
    load: async () => (await import('../features/live/WatchPage')).WatchPage,
    namespaces: LIVE_NAMESPACES,
  },
  {
    path: '/uploader',
    load: async () => (await uploaderPages()).UploaderPage,
    namespaces: LIVE_NAMESPACES,
  },
  {
    path: '/uploader/reset-password',
    load: async () => (await import('../features/people/public/ResetRequestPage')).ResetRequestPage,
    namespaces: ['peoplePublic'],
  },
  {
    path: '/uploader/success',
    load: async () => (await uploaderPages()).UploaderSuccessPage,
    namespaces: LIVE_NAMESPACES,
  },
  {
    path: '/unregisteruploader',
    load: async () => (await uploaderPages()).UnregisterUploaderPage,
    namespaces: LIVE_NAMESPACES,
  },
  {
    path: '/unregisteruploader/success',
    load: async () => (await uploaderPages()).UnregisterUploaderSuccessPage,
    namespaces: LIVE_NAMESPACES,
  },
];

/** Whether `path` (path and query) is a standalone page: no session restore, no signed-in app. */
export function isStandalonePath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return STANDALONE_PAGES.some((page) => matchPath(page.path, pathname) !== null);
}

/** The pages opened from the studio's e-mails (issue 12), with their own words. */
const PEOPLE_PUBLIC_NAMESPACES = ['peoplePublic'] as const;
const PUBLIC_PAGES: readonly PublicPage[] = [
  signInPage,
  {
    path: '/userinvites/:id/accept',
    load: async () => (await import('../features/people/public/AcceptInvitePage')).AcceptInvitePage,
    namespaces: PEOPLE_PUBLIC_NAMESPACES,
  },
  {
    path: '/reset-password',
    load: async () => (await import('../features/people/public/ResetRequestPage')).ResetRequestPage,
    namespaces: PEOPLE_PUBLIC_NAMESPACES,
  },
  {
    path: '/reset-password/:token',
    load: async () =>
      (await import('../features/people/public/ResetPasswordPage')).ResetPasswordPage,
    namespaces: PEOPLE_PUBLIC_NAMESPACES,
  },
  {
    path: '/verify-email/:token',
    load: async () => (await import('../features/people/public/VerifyEmailPage')).VerifyEmailPage,
    namespaces: PEOPLE_PUBLIC_NAMESPACES,
  },
  ...STANDALONE_PAGES,
];

/**
 * One lazy component per page and translator: the page's code and its words download side by
 * side, and React suspends on the pair once, as the signed-in routes do (`LazyPages`).
 */
const lazyPages = new WeakMap<
  StudioTranslator,
  Map<PublicPage, LazyExoticComponent<ComponentType<PublicPageProps>>>
>();
function lazyPageFor(translator: StudioTranslator, page: PublicPage) {
  let pages = lazyPages.get(translator);
  if (!pages) {
    pages = new Map();
    lazyPages.set(translator, pages);
  }
  let Page = pages.get(page);
  if (!Page) {
    Page = lazy(async () => {
      const [component] = await Promise.all([
        page.load(),
        ...(page.namespaces ?? []).map((namespace) => translator.load(namespace)),
      ]);
      return { default: component };
    });
    pages.set(page, Page);
  }
  return Page;
}

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

  const translator = useTranslator();
  const { page, params } = findPage(pathnameOf(target)) ?? { page: signInPage, params: {} };
  const Page = lazyPageFor(translator, page);
  return (
    <PageErrorBoundary>
      <Suspense fallback={<StartupView />}>
        <Page params={params} address={address} />
      </Suspense>
    </PageErrorBoundary>
  );
}

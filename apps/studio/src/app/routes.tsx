import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { ShellLayout } from '../features/shell/ShellLayout';
import type { StudioTranslator } from '../i18n';
import { useTranslator } from '../i18n/react';
import { FEATURE_ROUTES } from './feature-registry';
import type { FeatureRoute } from './feature-route';
import { RouteGuard } from './RouteGuard';

/** Only same-site paths may be a return target, so a crafted link cannot send people elsewhere. */
export function safeReturnPath(candidate: string | null): string {
  return candidate && candidate.startsWith('/') && !candidate.startsWith('//') ? candidate : '/';
}

function AfterLogin() {
  const [search] = useSearchParams();
  return <Navigate replace to={safeReturnPath(search.get('returnTo'))} />;
}

type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * Each route's page as a lazy component, made once per signed-in sub-app so a revisit renders
 * without waiting. A `React.lazy` whose download failed stays rejected, so Retry asks for a new
 * one, which calls `import()` again. Only Retry does: React also renders a route again when its
 * download settles, and a new download then would loop for as long as the network is down.
 */
class LazyPages {
  readonly #pages = new Map<FeatureRoute, LazyPage>();
  readonly #failed = new WeakSet<LazyPage>();
  readonly #translator: StudioTranslator;

  constructor(translator: StudioTranslator) {
    this.#translator = translator;
  }

  pageOf(route: FeatureRoute, { retry = false } = {}): LazyPage {
    const known = this.#pages.get(route);
    if (known && !(retry && this.#failed.has(known))) return known;
    const created: LazyPage = lazy(async () => {
      try {
        // The page and its feature's words download side by side.
        const [page] = await Promise.all([
          route.page(),
          ...(route.namespaces ?? []).map((namespace) => this.#translator.load(namespace)),
        ]);
        return { default: page };
      } catch (error) {
        this.#failed.add(created);
        throw error;
      }
    });
    this.#pages.set(route, created);
    return created;
  }
}

/**
 * A feature route as the router renders it: behind the guard (a refused person gets the 401 page
 * and the page's code is not even fetched), inside its own error boundary, the page loaded on the
 * first visit (the shell's Suspense shows the progress bar meanwhile). The boundary and the page
 * are keyed by the route's parameters, so moving from one record to another starts its machine
 * afresh. Retry puts a new download in the state when the last one failed.
 */
function FeatureRouteElement({ route, pages }: { route: FeatureRoute; pages: LazyPages }) {
  const params = useParams();
  const [Page, setPage] = useState(() => pages.pageOf(route));
  const instance = JSON.stringify(params);
  return (
    <RouteGuard access={route.access}>
      <RouteErrorBoundary
        key={instance}
        onRetry={() => setPage(() => pages.pageOf(route, { retry: true }))}
      >
        <Page key={instance} />
      </RouteErrorBoundary>
    </RouteGuard>
  );
}

/** What an address no route matches shows, inside the shell. */
const unknownAddressRoute: FeatureRoute = {
  id: 'unknown-address',
  path: '*',
  page: async () => (await import('../features/errors/NotFoundView')).NotFoundView,
};

/**
 * The signed-in sub-app's routes (AuthenticatedApp.tsx), on react-router's declarative API: the
 * shell around every registered feature route. Data loads through machines, never route loaders
 * (docs/STUDIO-PATTERNS.md), so the data router would add 17 kB gzip for nothing
 * (docs/performance.md). The unauthenticated sub-app has no router (PublicApp.tsx).
 */
export function AuthenticatedRoutes({
  featureRoutes = FEATURE_ROUTES,
}: {
  featureRoutes?: readonly FeatureRoute[];
}) {
  const translator = useTranslator();
  const [pages] = useState(() => new LazyPages(translator));
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {[...featureRoutes, unknownAddressRoute].map((route) => (
          <Route
            key={route.id}
            path={route.path}
            // Keyed by route: another route is another element, with its own page and boundary.
            element={<FeatureRouteElement key={route.id} route={route} pages={pages} />}
          />
        ))}
        <Route path="/login" element={<AfterLogin />} />
      </Route>
    </Routes>
  );
}

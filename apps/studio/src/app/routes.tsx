import { Navigate, useParams, useSearchParams, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { RouteErrorView } from '../features/errors/RouteErrorView';
import { FEATURE_ROUTES } from './feature-registry';
import type { FeatureRoute } from './feature-route';
import { RouteGuard } from './RouteGuard';
import { StartupView } from './StartupView';

/** Only same-site paths may be a return target, so a crafted link cannot send people elsewhere. */
export function safeReturnPath(candidate: string | null): string {
  return candidate && candidate.startsWith('/') && !candidate.startsWith('//') ? candidate : '/';
}

function AfterLogin() {
  const [search] = useSearchParams();
  return <Navigate replace to={safeReturnPath(search.get('returnTo'))} />;
}

/**
 * A feature route as the router needs it: its page loaded on the first visit, behind the guard,
 * with its own error element so a failure replaces the page and not the shell. The page is keyed
 * by the route's parameters, so moving from one record to another starts its machine afresh.
 */
export function routeObjectOf(route: FeatureRoute): RouteObject {
  return {
    id: route.id,
    path: route.path,
    errorElement: <RouteErrorBoundary />,
    lazy: async () => {
      const Page = await route.page();
      function GuardedPage() {
        const params = useParams();
        return (
          <RouteGuard access={route.access}>
            <Page key={JSON.stringify(params)} />
          </RouteGuard>
        );
      }
      return { Component: GuardedPage };
    },
  };
}

/**
 * The signed-in sub-app's routes (AuthenticatedApp.tsx): the shell around every registered feature
 * route. The unauthenticated sub-app has no router (PublicApp.tsx).
 */
export const authenticatedRoutes = (
  featureRoutes: readonly FeatureRoute[] = FEATURE_ROUTES,
): RouteObject[] => [
  {
    lazy: async () => ({ Component: (await import('../features/shell/ShellLayout')).ShellLayout }),
    errorElement: <RouteErrorView />,
    hydrateFallbackElement: <StartupView />,
    children: [
      ...featureRoutes.map(routeObjectOf),
      { path: '/login', element: <AfterLogin /> },
      {
        path: '*',
        errorElement: <RouteErrorBoundary />,
        lazy: async () => ({
          Component: (await import('../features/errors/NotFoundView')).NotFoundView,
        }),
      },
    ],
  },
];

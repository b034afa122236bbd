import { Navigate, useLocation, useSearchParams, type RouteObject } from 'react-router';
import { RouteErrorView } from '../features/errors/RouteErrorView';
import type { StudioRuntime } from './runtime';

/** Only same-site paths may be a return target, so a crafted link cannot send people elsewhere. */
export function safeReturnPath(candidate: string | null): string {
  return candidate && candidate.startsWith('/') && !candidate.startsWith('//') ? candidate : '/';
}

function ToLogin() {
  const location = useLocation();
  const target = `${location.pathname}${location.search}`;
  return (
    <Navigate
      replace
      to={target === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(target)}`}
    />
  );
}

function AfterLogin() {
  const [search] = useSearchParams();
  return <Navigate replace to={safeReturnPath(search.get('returnTo'))} />;
}

export const unauthenticatedRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorView />,
    children: [
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
      },
      { path: '*', element: <ToLogin /> },
    ],
  },
];

/** The signed-in sub-app; loaders reach the API through the runtime. */
export const authenticatedRoutes = (runtime: StudioRuntime): RouteObject[] => [
  {
    lazy: async () => ({ Component: (await import('../features/shell/ShellLayout')).ShellLayout }),
    errorElement: <RouteErrorView />,
    children: [
      {
        index: true,
        lazy: async () => {
          const { DashboardPage, dashboardLoader } =
            await import('../features/dashboard/DashboardPage');
          return { Component: DashboardPage, loader: dashboardLoader(runtime) };
        },
      },
      { path: '/login', element: <AfterLogin /> },
      {
        path: '/help',
        lazy: async () => ({ Component: (await import('../features/help/HelpView')).HelpView }),
      },
      {
        path: '/not-authorized',
        lazy: async () => ({
          Component: (await import('../features/errors/NotAuthorizedView')).NotAuthorizedView,
        }),
      },
      {
        path: '/not-found',
        lazy: async () => ({
          Component: (await import('../features/errors/NotFoundView')).NotFoundView,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/errors/NotFoundView')).NotFoundView,
        }),
      },
    ],
  },
];

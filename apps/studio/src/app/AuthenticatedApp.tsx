import { useMemo } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import type { StudioAddress } from './address';
import { authenticatedRoutes } from './routes';

/**
 * The signed-in sub-app: react-router's data router around the shell and every feature route.
 * App.tsx loads this module on demand, so the router and the signed-in world stay out of the
 * sign-in page's JavaScript (docs/performance.md).
 */
export function AuthenticatedApp({ address }: { address: StudioAddress }) {
  const router = useMemo(
    () =>
      address.kind === 'browser'
        ? createBrowserRouter(authenticatedRoutes())
        : createMemoryRouter(authenticatedRoutes(), { initialEntries: [address.current()] }),
    [address],
  );
  return <RouterProvider router={router} />;
}

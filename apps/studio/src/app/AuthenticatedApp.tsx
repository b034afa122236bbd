import { useEffect } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { useRuntime } from './runtime-context';
import type { StudioAddress } from './address';
import { AuthenticatedRoutes } from './routes';

/**
 * The signed-in sub-app: react-router's declarative router around the shell and every feature
 * route. App.tsx loads this module on demand, so the router and the signed-in world stay out of
 * the sign-in page's JavaScript (docs/performance.md).
 *
 * Navigations are not transitions (`useTransitions={false}`): inside a transition React keeps the
 * page being left on screen while the next route's code downloads, and the shell's progress bar
 * (the Suspense fallback) would never show.
 */
export function AuthenticatedApp({ address }: { address: StudioAddress }) {
  const { api } = useRuntime();
  // The resource calls (@studio/api loads them on first use) are fetched beside the first page's
  // code, so its first request does not wait for them.
  useEffect(() => {
    void api.preloadResourceCalls().catch(() => {
      // Offline now: the first call asks again, and reports it if it still cannot.
    });
  }, [api]);
  return address.kind === 'browser' ? (
    <BrowserRouter useTransitions={false}>
      <AuthenticatedRoutes />
    </BrowserRouter>
  ) : (
    <MemoryRouter initialEntries={[address.current()]} useTransitions={false}>
      <AuthenticatedRoutes />
    </MemoryRouter>
  );
}

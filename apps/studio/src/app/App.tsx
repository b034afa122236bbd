import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { GlobalStyle, I18nProvider, StudioThemeProvider } from '@studio/ui';
import { createI18n } from '../i18n';
import { RuntimeProvider, useSession } from './runtime-context';
import type { StudioRuntime } from './runtime';
import { authenticatedRoutes, unauthenticatedRoutes } from './routes';
import { StartupView } from './StartupView';

type Phase = 'restoring' | 'authenticated' | 'unauthenticated';

/**
 * The studio loads one of two sub-applications (spec section 2): the authenticated one when a
 * person is signed in, the unauthenticated one otherwise. While the refresh cookie is being tried
 * on start-up, neither shows.
 */
type CreateRouter = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  runtime: StudioRuntime;
  i18n?: ReturnType<typeof createI18n>;
  /** Stories and tests pass `createMemoryRouter`, so the page's own URL is left alone. */
  createRouter?: CreateRouter;
}

export function App({ runtime, i18n: givenI18n, createRouter = createBrowserRouter }: AppProps) {
  const i18n = useMemo(() => givenI18n ?? createI18n(), [givenI18n]);
  return (
    <StudioThemeProvider theme={prefersDark() ? 'dark' : 'light'}>
      <GlobalStyle />
      <I18nextProvider i18n={i18n}>
        <I18nProvider locale={i18n.language === 'es' ? 'es-ES' : 'en-US'}>
          <RuntimeProvider runtime={runtime}>
            <SubApplication createRouter={createRouter} />
          </RuntimeProvider>
        </I18nProvider>
      </I18nextProvider>
    </StudioThemeProvider>
  );
}

function SubApplication({ createRouter }: { createRouter: CreateRouter }) {
  const phase = useSession((snapshot): Phase => {
    if (snapshot.matches('restoring')) return 'restoring';
    if (
      snapshot.matches('signedIn') ||
      snapshot.matches('switchingOrganisation') ||
      snapshot.matches('signingOut')
    ) {
      return 'authenticated';
    }
    return 'unauthenticated';
  });
  const router = useMemo(
    () =>
      phase === 'restoring'
        ? null
        : createRouter(phase === 'authenticated' ? authenticatedRoutes() : unauthenticatedRoutes),
    [phase, createRouter],
  );
  if (!router) return <StartupView />;
  // Keyed by phase: RouterProvider keeps the state of the router it mounted with, so a new router
  // needs a new provider.
  return <RouterProvider key={phase} router={router} />;
}

function prefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { GlobalStyle, I18nProvider, StudioThemeProvider } from '@studio/ui';
import { PageErrorBoundary } from '../features/errors/PageErrorBoundary';
import { createI18n, type StudioTranslator } from '../i18n';
import { TranslationProvider, useLanguage } from '../i18n/react';
import { browserAddress, memoryAddress, type StudioAddress } from './address';
import { isStandalonePath, PublicApp } from './PublicApp';
import { RuntimeProvider, useSession } from './runtime-context';
import type { StudioRuntime } from './runtime';
import { StartupView } from './StartupView';

type Phase = 'restoring' | 'authenticated' | 'unauthenticated';

/**
 * Loaded when someone is signed in: the data router, the shell and every feature route stay out
 * of the sign-in page's JavaScript (docs/performance.md).
 */
const AuthenticatedApp = lazy(async () => ({
  default: (await import('./AuthenticatedApp')).AuthenticatedApp,
}));

export interface AppProps {
  runtime: StudioRuntime;
  i18n?: StudioTranslator;
  /**
   * Stories and tests give the address to start at: the studio then keeps its address in memory
   * and leaves the page's own URL alone. Without it, the studio reads and writes the page's URL.
   */
  initialPath?: string;
}

/**
 * The studio loads one of two sub-applications (spec section 2): the authenticated one when a
 * person is signed in, the unauthenticated one otherwise. While the refresh cookie is being tried
 * on start-up, neither shows.
 */
export function App({ runtime, i18n: givenI18n, initialPath }: AppProps) {
  const i18n = useMemo(() => givenI18n ?? createI18n(), [givenI18n]);
  const address = useMemo(
    () => (initialPath === undefined ? browserAddress() : memoryAddress(initialPath)),
    [initialPath],
  );
  return (
    <StudioThemeProvider theme={prefersDark() ? 'dark' : 'light'}>
      <GlobalStyle />
      <TranslationProvider translator={i18n}>
        <FormattingLocale>
          <RuntimeProvider runtime={runtime}>
            <SubApplication address={address} />
          </RuntimeProvider>
        </FormattingLocale>
      </TranslationProvider>
    </StudioThemeProvider>
  );
}

/** react-aria formats numbers and dates, and names its own controls, in the current language. */
function FormattingLocale({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale={useLanguage() === 'es' ? 'es-ES' : 'en-US'}>{children}</I18nProvider>
  );
}

function SubApplication({ address }: { address: StudioAddress }) {
  // The watch page and the encoder registration never wait for, nor become, the signed-in studio.
  if (isStandalonePath(address.current())) return <PublicApp address={address} />;
  return <SessionSubApplication address={address} />;
}

function SessionSubApplication({ address }: { address: StudioAddress }) {
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
  switch (phase) {
    case 'restoring':
      return <StartupView />;
    case 'unauthenticated':
      return <PublicApp address={address} />;
    case 'authenticated':
      return (
        <PageErrorBoundary>
          <Suspense fallback={<StartupView />}>
            <AuthenticatedApp address={address} />
          </Suspense>
        </PageErrorBoundary>
      );
  }
}

function prefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

import { StrictMode } from 'react';
import { initErrorReporting } from '@studio/api';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { isStandalonePath } from './app/PublicApp';
import { createStudioRuntime } from './app/runtime';
import { redirectToHttps } from './app/https';

redirectToHttps(window.location);
// Error reporting is on only when the build was given a DSN (VITE_SENTRY_DSN at build time).
void initErrorReporting({
  dsn: import.meta.env.VITE_SENTRY_DSN,
  environment: import.meta.env.MODE,
});
const runtime = createStudioRuntime();
// The standalone pages (watch page, encoder registration) run without the start-up refresh.
if (!isStandalonePath(`${window.location.pathname}${window.location.search}`)) {
  runtime.session.start();
}
// Events still waiting for their batch leave when the person closes or leaves the page.
window.addEventListener('pagehide', () => void runtime.analytics.flush());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createStudioRuntime } from './app/runtime';
import { redirectToHttps } from './app/https';

redirectToHttps(window.location);
const runtime = createStudioRuntime();
runtime.session.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
);

import { useRouteError } from 'react-router';
import { isSupportedBrowser } from './browser-support';
import { ErrorFallbackView } from './ErrorFallbackView';

/** The router's error element: logs the failure once and offers a retry that reloads the page. */
export function RouteErrorView() {
  const error = useRouteError();
  console.error('A screen failed to render', error);
  return (
    <ErrorFallbackView
      isSupportedBrowser={isSupportedBrowser()}
      onRetry={() => window.location.reload()}
    />
  );
}

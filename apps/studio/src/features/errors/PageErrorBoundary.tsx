import { Component, type ReactNode } from 'react';
import { isSupportedBrowser } from './browser-support';
import { ErrorFallbackView } from './ErrorFallbackView';

/**
 * The error fallback above every route: the public pages, the loading of the signed-in sub-app and
 * its shell. Retry reloads the page: what failed is the frame every route needs. A feature route's
 * failure is caught closer, inside the shell (`RouteErrorBoundary`).
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorFallbackView
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={() => window.location.reload()}
      />
    );
  }
}

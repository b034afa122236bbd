import { Component, type ReactNode } from 'react';
import { isSupportedBrowser } from './browser-support';
import { ErrorFallbackView } from './ErrorFallbackView';

/**
 * The error fallback where no router catches errors: the public pages and the loading of the
 * signed-in sub-app. Retry reloads the page, as the router's error element does.
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

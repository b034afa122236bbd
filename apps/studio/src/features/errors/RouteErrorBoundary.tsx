import { Component, type ReactNode } from 'react';
import { isSupportedBrowser } from './browser-support';
import { RouteFailureView } from './RouteFailureView';

/** The HTTP status an error carries (an `ApiError` of @studio/api), if it carries one. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /**
   * Called by Retry before the route renders again: the route replaces a page module whose
   * download failed, since a `React.lazy` that rejected stays rejected.
   */
  onRetry(): void;
}

/**
 * Around every feature route, inside the shell's outlet, so a failure replaces the page and not
 * the shell: a page that threw while rendering, or whose code failed to download, shows the route
 * failure view for the error's status. Retry renders the route afresh (its machine starts again),
 * never reloading the page.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('A route failed', error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <RouteFailureView
        status={statusOf(error)}
        isSupportedBrowser={isSupportedBrowser()}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}

import { ErrorFallbackView } from './ErrorFallbackView';
import { NotAuthorizedView } from './NotAuthorizedView';
import { ResourceMissingView } from './ResourceMissingView';

export interface RouteFailureViewProps {
  /** The HTTP status of the failed load; undefined when no answer arrived or nothing was fetched. */
  status: number | undefined;
  isSupportedBrowser: boolean;
  /** Runs the load again (the page's machine, or the route), never a page reload. */
  onRetry(): void;
}

/**
 * What a route shows, inside the shell, when its load failed: a missing record is the 404 view,
 * a refused one the 401 page of the spec (the person lacks a permission), anything else the error
 * fallback whose Retry runs the load again.
 */
export function RouteFailureView({ status, isSupportedBrowser, onRetry }: RouteFailureViewProps) {
  if (status === 404) return <ResourceMissingView />;
  if (status === 403) return <NotAuthorizedView />;
  return <ErrorFallbackView isSupportedBrowser={isSupportedBrowser} onRetry={onRetry} />;
}

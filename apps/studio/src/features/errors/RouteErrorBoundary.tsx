import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { isSupportedBrowser } from './browser-support';
import { RouteFailureView } from './RouteFailureView';

/** The HTTP status an error carries: an `ApiError` of @studio/api, or a router error response. */
export function statusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/**
 * The error element of every feature route, rendered inside the shell's outlet so the shell
 * stays. Retry navigates to the same address again: the router renders the route afresh.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  console.error('A route failed', error);
  return (
    <RouteFailureView
      status={statusOf(error)}
      isSupportedBrowser={isSupportedBrowser()}
      onRetry={() => void navigate(`${pathname}${search}${hash}`, { replace: true })}
    />
  );
}

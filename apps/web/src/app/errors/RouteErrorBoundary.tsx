import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { OfflinePage } from '../pwa/OfflinePage';
import { ErrorPage, type ErrorStatus } from './ErrorPage';

/**
 * A route that throws shows the matching error page inside the normal chrome; a page whose
 * code could not load for want of a network says 'No Internet Connection' (SPEC §8).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const offline = !navigator.onLine && error instanceof TypeError;
  const status: ErrorStatus =
    isRouteErrorResponse(error) && (error.status === 403 || error.status === 404)
      ? error.status
      : 500;

  useEffect(() => {
    // Unexpected crashes stay visible to developers and to error reporting.
    if (status === 500 && !offline) console.error(error);
  }, [error, status, offline]);

  return offline ? <OfflinePage /> : <ErrorPage status={status} />;
}

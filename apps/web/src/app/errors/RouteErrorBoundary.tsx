import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage, type ErrorStatus } from './ErrorPage';

/** A route that throws shows the matching error page inside the normal chrome. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status: ErrorStatus =
    isRouteErrorResponse(error) && (error.status === 403 || error.status === 404)
      ? error.status
      : 500;

  useEffect(() => {
    // Unexpected crashes stay visible to developers and to error reporting.
    if (status === 500) console.error(error);
  }, [error, status]);

  return <ErrorPage status={status} />;
}

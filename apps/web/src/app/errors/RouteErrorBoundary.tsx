import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { OfflinePage } from '../pwa/OfflinePage';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage } from './ErrorPage';

export interface RouteErrorProps {
  error: unknown;
}

/**
 * What a page that throws shows: a page whose code could not load for want of a network says
 * 'No Internet Connection' (SPEC §8), anything else is the 500 page.
 */
export function RouteError({ error }: RouteErrorProps) {
  const offline = !navigator.onLine && error instanceof TypeError;

  useEffect(() => {
    // Unexpected crashes stay visible to developers and to error reporting.
    if (!offline) console.error(error);
  }, [error, offline]);

  return offline ? <OfflinePage /> : <ErrorPage status={500} />;
}

export interface RouteErrorBoundaryProps {
  children: ReactNode;
}

/** A page that throws shows its error inside the normal chrome, until the next path. */
export function RouteErrorBoundary({ children }: RouteErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

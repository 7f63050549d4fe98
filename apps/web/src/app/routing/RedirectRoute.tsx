import { Navigate, useLocation, useParams } from 'react-router';
import type { RouteRequest } from './routeHandle';

export interface RedirectRouteProps {
  redirect: (request: RouteRequest) => string | null;
}

/** A path that only sends the visitor elsewhere (`/`, `/auth/signin`, an unknown page). */
export function RedirectRoute({ redirect }: RedirectRouteProps) {
  const params = useParams();
  const { pathname, search } = useLocation();
  // Under a language prefix, the language route has applied the sign-in guard already; `/`
  // (the preferred language) does not ask.
  const target = redirect({ params, pathname, search, signedIn: true });
  return target ? <Navigate to={target} replace /> : null;
}

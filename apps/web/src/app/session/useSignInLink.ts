import { useLocation, type To } from 'react-router';

/** The query parameter that opens the sign-in dialog on any page. */
export const AUTH_PARAM = 'auth';

/** The current page with `auth=signin` added: the sign-in dialog opens over it. */
export function useSignInLink(): To {
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  params.set(AUTH_PARAM, 'signin');
  return { pathname, search: `?${params}`, hash };
}

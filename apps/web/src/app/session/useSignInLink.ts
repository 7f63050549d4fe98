import { useLocation, type To } from 'react-router';
import { withAuthView } from './authView';

/** The current page with `auth=signin` added: the sign-in dialog opens over it. */
export function useSignInLink(): To {
  const { pathname, search, hash } = useLocation();
  return { pathname, search: `?${withAuthView(new URLSearchParams(search), 'signin')}`, hash };
}

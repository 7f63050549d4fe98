import { isLanguage, type Language } from '@dawa/shared/language';
import { withAuthView } from '../../app/session/authView';
import type { RouteRequest } from '../../app/routing/routeHandle';

/** `/{lang}/auth/signin?x=1` → `/{lang}?x=1&auth=signin`: the home page with the dialog open. */
export function signInTarget(language: Language, search: string): string {
  return `/${language}?${withAuthView(new URLSearchParams(search), 'signin').toString()}`;
}

/** SPEC §2 names `/auth/signin` as a target of the auth flows: it opens the sign-in dialog. */
export function signInRedirect({ params, search }: RouteRequest): string | null {
  // The language route above already sent an invalid prefix to the preferred language.
  return isLanguage(params.lang) ? signInTarget(params.lang, search) : null;
}

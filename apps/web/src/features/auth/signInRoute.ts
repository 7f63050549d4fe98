import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isLanguage, type Language } from '@dawa/shared/language';
import { withAuthView } from '../../app/session/authView';

/** `/{lang}/auth/signin?x=1` → `/{lang}?x=1&auth=signin`: the home page with the dialog open. */
export function signInTarget(language: Language, search: string): string {
  return `/${language}?${withAuthView(new URLSearchParams(search), 'signin').toString()}`;
}

/** SPEC §2 names `/auth/signin` as a target of the auth flows: it opens the sign-in dialog. */
export function loader({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) {
  // The parent route already sent an invalid prefix to the preferred language.
  if (!isLanguage(params.lang)) return null;
  return redirect(signInTarget(params.lang, new URL(request.url).search));
}

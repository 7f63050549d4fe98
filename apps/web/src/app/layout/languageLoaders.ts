import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isLanguage, type Language } from '@dawa/shared/language';
import { preferredLanguage, withLanguage } from '../i18n/languagePreference';

export interface LanguageRouteData {
  language: Language;
}

/** `/`, `/drug-index?page=2`, `/xx/…` → the same path and query under the preferred language. */
export function redirectToPreferredLanguage({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const url = new URL(request.url);
  return redirect(`${withLanguage(url.pathname, preferredLanguage())}${url.search}`);
}

/** `/:lang/*`: the prefix must be a supported language. */
export function prefixedLanguageLoader({ params, request }: LoaderFunctionArgs) {
  if (!isLanguage(params.lang)) return redirectToPreferredLanguage({ request });
  return { language: params.lang } satisfies LanguageRouteData;
}

/** Prefix-less pages (`/403`, `/404`, `/500`) render in the preferred language. */
export function preferredLanguageLoader(): LanguageRouteData {
  return { language: preferredLanguage() };
}

/** Unknown path under a valid language. */
export function notFoundLoader({ params }: LoaderFunctionArgs) {
  // An invalid prefix is already redirected by the parent loader.
  return isLanguage(params.lang) ? redirect(`/${params.lang}/404`) : null;
}

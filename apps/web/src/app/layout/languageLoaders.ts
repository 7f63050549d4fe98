import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { isLanguage, type Language } from '@dawa/shared/language';
import { loadLanguage } from '../i18n/i18n';
import { preferredLanguage, withLanguage } from '../i18n/languagePreference';
import { isSignInPath } from '@dawa/shared/appPaths';
import { guardRedirect } from '../session/guard';
import { getSession } from '../session/session';

export interface LanguageRouteData {
  language: Language;
}

/** `/`, `/drug-index?page=2`, `/xx/…` → the same path and query under the preferred language. */
export function redirectToPreferredLanguage({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const url = new URL(request.url);
  return redirect(`${withLanguage(url.pathname, preferredLanguage())}${url.search}`);
}

/** Where the sign-in guard sends this request; waits for the session only on sign-in pages. */
async function guardTarget(request: Request): Promise<string | null> {
  const { pathname, search } = new URL(request.url);
  // The build renders the signed-in pages' shells as they look before the session is known
  // (src/prerender.tsx); the guard runs when the app starts in the browser.
  if (import.meta.env.SSR || !isSignInPath(pathname)) return null;
  const session = await getSession();
  return guardRedirect(pathname, search, session !== null);
}

/**
 * `/:lang/*`: the prefix must be a supported language, and a signed-out visitor may open only
 * the public pages (SPEC §2). The language's shell catalogue loads meanwhile.
 */
export async function prefixedLanguageLoader({ params, request }: LoaderFunctionArgs) {
  if (!isLanguage(params.lang)) return redirectToPreferredLanguage({ request });
  const [target] = await Promise.all([guardTarget(request), loadLanguage(params.lang)]);
  if (target) return redirect(target);
  return { language: params.lang } satisfies LanguageRouteData;
}

/**
 * For the `:lang` route: run the guard on every path change. By default React Router skips a
 * parent loader when its params stay the same (`/en` → `/en/prescriptions`).
 */
export function shouldRevalidateLanguageRoute({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

/** Prefix-less pages (`/403`, `/404`, `/500`) render in the preferred language. */
export async function preferredLanguageLoader(): Promise<LanguageRouteData> {
  const language = preferredLanguage();
  await loadLanguage(language);
  return { language };
}

/** Unknown path under a valid language. */
export async function notFoundLoader({ params, request }: LoaderFunctionArgs) {
  // An invalid prefix is already redirected by the parent loader.
  if (!isLanguage(params.lang)) return null;
  // Loaders run in parallel and the first redirect wins: the guard must come before the 404.
  return redirect((await guardTarget(request)) ?? `/${params.lang}/404`);
}

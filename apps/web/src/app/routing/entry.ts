import { matchRoutes, type RouteObject } from 'react-router';
import { isSignInPath } from '@dawa/shared/appPaths';
import { isLanguage } from '@dawa/shared/language';
import { loadLanguage } from '../i18n/i18n';
import { preferredLanguage } from '../i18n/languagePreference';
import { getSession } from '../session/session';
import { pageReady, type RouteHandle } from './routeHandle';
import { tracked } from './suspenseCache';

/** The most redirects one entry follows (a loop in the rules must not hang the start). */
const MAX_REDIRECTS = 5;

/** Where the routes send `pathname` and `search`, outermost rule first, or `null` to render it. */
export function entryRedirect(
  routes: RouteObject[],
  pathname: string,
  search: string,
  signedIn: boolean,
): string | null {
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    const target = (route.handle as RouteHandle | undefined)?.redirect?.({
      params,
      pathname,
      search,
      signedIn,
    });
    if (target) return target;
  }
  return null;
}

/**
 * Before the first render: follows the routes' redirects in the address bar and loads what
 * the page renders (the language's texts, the page's code, messages and preload), marked for
 * React's `use`. The first render then shows the page at once, without suspending: never an
 * empty fallback over the server's shell.
 */
export async function prepareEntry(routes: RouteObject[]): Promise<void> {
  for (let count = 0; count < MAX_REDIRECTS; count += 1) {
    const { pathname, search } = window.location;
    const signedIn = isSignInPath(pathname) ? (await tracked(getSession())) !== null : false;
    const target = entryRedirect(routes, pathname, search, signedIn);
    if (!target) break;
    window.history.replaceState(null, '', target);
  }
  const { pathname, search } = window.location;
  const matches = matchRoutes(routes, pathname) ?? [];
  // Prefix-less pages (`/404`) render in the preferred language.
  const language = matches.map(({ params }) => params.lang).find(isLanguage) ?? preferredLanguage();
  const page = matches
    .map(({ route }) => route.handle as RouteHandle | undefined)
    .find((handle) => handle?.page);
  await Promise.all([
    tracked(loadLanguage(language)),
    page?.page && pageReady(page.page, page.messages ?? [], language, search),
  ]).catch(() => {
    // Offline, say: the first render tries again and its error boundary says why.
  });
}

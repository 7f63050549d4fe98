import { isPublicPath, isSignInPath, pathAfterLanguage } from '@dawa/shared/appPaths';
import { languageFromPath } from '@dawa/shared/language';
import { POST_PAGES } from '@dawa/shared/postPages';
import type { GuardedService } from '../layout/services';
import { withSignInNext } from './authView';

/** The service a sign-in page belongs to, by its first segment; the others are plain pages. */
const SERVICE_OF_SECTION: Readonly<Record<string, GuardedService>> = {
  ...Object.fromEntries(
    Object.values(POST_PAGES).flatMap(({ service, list, mine, create, edit }) =>
      [list, mine, create, edit].flatMap((page) => (page ? [[page.split('/')[0], service]] : [])),
    ),
  ),
  offers: 'offers',
};

/** What the login-required dialog names (SPEC §6 "Please Login To See The …"). */
export type LoginSubject = GuardedService | 'page';

/** The subject of the sign-in page at `pathname` (`/en/my-jobs` → jobs, `/en/profile` → page). */
export function loginSubject(pathname: string): LoginSubject {
  const section = pathAfterLanguage(pathname).split('/')[0] ?? '';
  return SERVICE_OF_SECTION[section] ?? 'page';
}

/**
 * Where the route guard sends a visitor, or `null` to let the page load: a signed-out
 * visitor on a sign-in page goes to `/{lang}`, where the login-required dialog says why and
 * leads back to the page after sign-in (SPEC §2, §6). It runs before the 404 rule, so a
 * sign-in page asks for sign-in even before it exists; signed-in users and unknown paths pass
 * (the latter to the 404 page).
 */
export function guardRedirect(pathname: string, search: string, signedIn: boolean): string | null {
  if (signedIn || isPublicPath(pathname) || !isSignInPath(pathname)) return null;
  const language = languageFromPath(pathname);
  if (!language) return null;
  return `/${language}?${withSignInNext(new URLSearchParams(), `${pathname}${search}`).toString()}`;
}

import { languageFromPath } from '@dawa/shared/language';
import { POST_PAGES } from '@dawa/shared/postPages';
import type { GuardedService } from '../layout/services';
import { withSignInNext } from './authView';

/**
 * Paths under `/{lang}/` a signed-out visitor may open (SPEC §2 and §6). `*` matches any
 * deeper path. The sign-in pages below send the visitor to `/{lang}` with the login-required
 * dialog for the page.
 */
export const PUBLIC_PATHS: readonly string[] = [
  '',
  'services',
  'about',
  'drug-index',
  'drug-index/*',
  'privacy',
  'terms',
  'mail',
  '403',
  '404',
  '500',
];

/**
 * The sign-in pages of SPEC §2. A path that is neither public nor one of these is unknown and
 * keeps the 404 rule (SPEC §2/§8 "unknown route goes to 404"), signed in or not.
 */
export const SIGN_IN_PATHS: readonly string[] = [
  ...Object.values(POST_PAGES).flatMap(({ list, mine, create, edit }) => [
    list,
    `${list}/*`,
    mine,
    ...(create ? [create, `${create}/*`] : []),
    `${edit}/*`,
  ]),
  'offers',
  'offers/*',
  'notification',
  'profile',
  'profile/*',
  'admin',
  'admin/*',
  'auth/update-account-roles',
];

/** `rest` is the path after the language prefix, without leading or trailing slashes. */
function matches(pattern: string, rest: string): boolean {
  if (pattern.endsWith('/*')) return rest.startsWith(pattern.slice(0, -1));
  return rest === pattern;
}

function pathAfterLanguage(pathname: string): string {
  const language = languageFromPath(pathname);
  return (language ? pathname.slice(language.length + 1) : pathname).replace(/^\/+|\/+$/g, '');
}

/** Whether a signed-out visitor may open `pathname` (`/en/drug-index/42`, `/ar`). */
export function isPublicPath(pathname: string): boolean {
  const rest = pathAfterLanguage(pathname);
  return PUBLIC_PATHS.some((pattern) => matches(pattern, rest));
}

/** Whether `pathname` is one of the pages that need sign-in. */
export function isSignInPath(pathname: string): boolean {
  const rest = pathAfterLanguage(pathname);
  return SIGN_IN_PATHS.some((pattern) => matches(pattern, rest));
}

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
 * Where the loader guard sends a visitor, or `null` to let the page load: a signed-out
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

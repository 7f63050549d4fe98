import { languageFromPath } from './language';
import { POST_PAGES } from './postPages';

/**
 * The web app's pages under `/{lang}/` (SPEC §2), as path patterns after the language prefix:
 * `*` matches any deeper path. The web's sign-in guard reads them, the server answers 404 for
 * any path none of them matches (issue #18), and a web test holds the router's paths to them.
 */

/** Pages a signed-out visitor may open (SPEC §2 and §6). */
export const PUBLIC_PATHS: readonly string[] = [
  '',
  'services',
  'about',
  'drug-index',
  'drug-index/*',
  'privacy',
  'terms',
  'mail',
  'offline',
  '403',
  '404',
  '500',
];

/**
 * The sign-in pages of SPEC §2. A signed-out visitor is sent to `/{lang}` with the
 * login-required dialog for the page.
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

/**
 * Where the web app asks who is signed in (better-auth's session endpoint). A sign-in page's
 * guard waits for the answer, so the server preloads it with the page's HTML.
 */
export const SESSION_PATH = '/api/auth/get-session';

/** Targets of the auth flows (SPEC §2): they decide for themselves what a visitor sees. */
export const AUTH_FLOW_PATHS: readonly string[] = [
  'auth/signin',
  'auth/reset-password',
  'auth/edit-profile',
];

/** The public pages search engines are told about (sitemap, canonical links). */
export const INDEXED_PATHS = [
  '',
  'services',
  'about',
  'drug-index',
  'privacy',
  'terms',
] as const satisfies readonly (typeof PUBLIC_PATHS)[number][];

/** `rest` is the path after the language prefix, without leading or trailing slashes. */
export function matchesPath(pattern: string, rest: string): boolean {
  if (pattern.endsWith('/*')) return rest.startsWith(pattern.slice(0, -1));
  return rest === pattern;
}

/** `/en/drug-index/42/` → `drug-index/42`; a path without a language prefix is kept. */
export function pathAfterLanguage(pathname: string): string {
  const language = languageFromPath(pathname);
  return (language ? pathname.slice(language.length + 1) : pathname).replace(/^\/+|\/+$/g, '');
}

/** Whether `pathname` is one of the pages that need sign-in (`/en/prescriptions`). */
export function isSignInPath(pathname: string): boolean {
  const rest = pathAfterLanguage(pathname);
  return SIGN_IN_PATHS.some((pattern) => matchesPath(pattern, rest));
}

/** Whether a signed-out visitor may open `pathname` (`/en/drug-index/42`, `/ar`). */
export function isPublicPath(pathname: string): boolean {
  const rest = pathAfterLanguage(pathname);
  return PUBLIC_PATHS.some((pattern) => matchesPath(pattern, rest));
}

/**
 * Whether `pathname` is one of the app's pages, with or without its language prefix (the app
 * adds a missing one). Anything else is unknown: the server answers it with 404.
 */
export function isAppPath(pathname: string): boolean {
  const rest = pathAfterLanguage(pathname);
  return [...PUBLIC_PATHS, ...SIGN_IN_PATHS, ...AUTH_FLOW_PATHS].some((pattern) =>
    matchesPath(pattern, rest),
  );
}

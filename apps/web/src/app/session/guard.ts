import { languageFromPath } from '@dawa/shared/language';

/**
 * Paths under `/{lang}/` a signed-out visitor may open (SPEC §2 and §6). `*` matches any
 * deeper path. Everything else sends the visitor to `/{lang}`.
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
  'prescriptions',
  'prescriptions/*',
  'edit-prescription/*',
  'my-prescriptions',
  'job-opportunities',
  'job-opportunities/*',
  'add-job',
  'add-job/*',
  'my-jobs',
  'facilities',
  'facilities/*',
  'add-facility',
  'add-facility/*',
  'my-facilities',
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

/**
 * Where the guard sends a visitor, or `null` to let the page load. It runs before the 404
 * rule, so `/en/prescriptions` goes home even before that page exists; signed-in users and
 * unknown paths pass (the latter to the 404 page).
 */
export function guardRedirect(pathname: string, signedIn: boolean): string | null {
  if (signedIn || isPublicPath(pathname) || !isSignInPath(pathname)) return null;
  const language = languageFromPath(pathname);
  return language ? `/${language}` : null;
}

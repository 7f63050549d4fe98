// Where the registration screen is and where it returns to: no zod, so pages that only link
// to the screen (the profile's header) do not load the input schemas.
import type { Language } from '@dawa/shared/language';
import { withLanguage } from '../../app/i18n/languagePreference';
import { withoutAuthDialog } from './socialReturn';

/** SPEC §2: the screen that completes a registration (phone, id number, type, category). */
export const REGISTRATION_PATH = 'auth/update-account-roles';

/** The query parameter that says where to go once the registration is saved. */
export const RETURN_PARAM = 'from';

interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The registration screen, returning to `page` (without the auth dialog) when done. */
export function registrationHref(language: Language, page: PageLocation): string {
  const query = withoutAuthDialog(new URLSearchParams(page.search)).toString();
  const from = `${page.pathname}${query ? `?${query}` : ''}${page.hash}`;
  return `/${language}/${REGISTRATION_PATH}?${new URLSearchParams({ [RETURN_PARAM]: from }).toString()}`;
}

const ORIGIN = 'http://dawa.invalid';

/**
 * Where to go after saving: the `from` page of this site in the current language, or home.
 * Anything that would leave the site (`//evil.example`, `javascript:`) goes home.
 */
export function returnTarget(from: string | null, language: Language): string {
  const home = `/${language}`;
  if (!from?.startsWith('/')) return home;
  let url: URL;
  try {
    url = new URL(from, ORIGIN);
  } catch {
    return home;
  }
  if (url.origin !== ORIGIN) return home;
  const pathname = withLanguage(url.pathname, language);
  if (pathname === `/${language}/${REGISTRATION_PATH}`) return home;
  return `${pathname}${url.search}${url.hash}`;
}

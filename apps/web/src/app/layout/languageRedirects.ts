import { isLanguage } from '@dawa/shared/language';
import { preferredLanguage, withLanguage } from '../i18n/languagePreference';
import type { RouteRequest } from '../routing/routeHandle';
import { guardRedirect } from '../session/guard';

/** `/`, `/drug-index?page=2`, `/xx/…` → the same path and query under the preferred language. */
export function toPreferredLanguage({ pathname, search }: RouteRequest): string {
  return `${withLanguage(pathname, preferredLanguage())}${search}`;
}

/**
 * `/:lang/*`: the prefix must be a supported language, and a signed-out visitor may open only
 * the public pages (SPEC §2). It applies to every path under the prefix, the 404 included.
 */
export function languageRouteRedirect(request: RouteRequest): string | null {
  if (!isLanguage(request.params.lang)) return toPreferredLanguage(request);
  return guardRedirect(request.pathname, request.search, request.signedIn);
}

/** An unknown path under a valid language: the 404 page. */
export function notFoundRedirect({ params }: RouteRequest): string | null {
  return isLanguage(params.lang) ? `/${params.lang}/404` : null;
}

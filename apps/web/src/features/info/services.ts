import type { Language } from '@dawa/shared/language';
import type { ServiceLink } from '../../app/layout/services';

/** Who may open a service (SPEC §2 services menu). */
export type ServiceAccess = 'open' | 'external' | 'signIn';

export function serviceAccess(link: ServiceLink): ServiceAccess {
  if ('href' in link) return 'external';
  return 'guarded' in link ? 'signIn' : 'open';
}

/** Where a service's link goes in the page language. */
export function serviceHref(link: ServiceLink, language: Language): string {
  return 'href' in link ? link.href : `/${language}/${link.path}`;
}

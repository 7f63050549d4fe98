import type { Language } from '@dawa/shared/language';

/** Sign-in-only services: a signed-out visitor gets the login-required dialog instead. */
export const GUARDED_SERVICES = ['prescriptions', 'jobs', 'facilities', 'offers'] as const;
export type GuardedService = (typeof GUARDED_SERVICES)[number];

/** External drug-interactions checker (SPEC §1), opened in a new tab. */
export const INTERACTIONS_CHECKER_URL = 'https://www.drugs.com/drug_interactions.html';

export type ServiceKey = 'drugIndex' | 'interactions' | GuardedService;

export type ServiceLink =
  | { key: 'drugIndex'; path: string }
  | { key: 'interactions'; href: string }
  | { key: GuardedService; path: string; guarded: true };

/**
 * The services, in order (SPEC §2 "Services menu"): the header's menu, the drawer and the
 * services cards all list these. Paths follow `/{lang}/`.
 */
export const SERVICE_LINKS: readonly ServiceLink[] = [
  { key: 'drugIndex', path: 'drug-index' },
  { key: 'interactions', href: INTERACTIONS_CHECKER_URL },
  { key: 'prescriptions', path: 'prescriptions', guarded: true },
  { key: 'jobs', path: 'job-opportunities', guarded: true },
  { key: 'facilities', path: 'facilities', guarded: true },
  { key: 'offers', path: 'offers', guarded: true },
];

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

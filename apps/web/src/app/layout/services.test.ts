import { describe, expect, it } from 'vitest';
import { isSignInPath } from '@dawa/shared/appPaths';
import { INTERACTIONS_CHECKER_URL, SERVICE_LINKS, serviceAccess, serviceHref } from './services';

const link = (key: string) => {
  const found = SERVICE_LINKS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no service ${key}`);
  return found;
};

describe('serviceAccess', () => {
  it('opens the drug index to everyone and the community services after sign-in', () => {
    expect(SERVICE_LINKS.map((service) => [service.key, serviceAccess(service)])).toEqual([
      ['drugIndex', 'open'],
      ['interactions', 'external'],
      ['prescriptions', 'signIn'],
      ['jobs', 'signIn'],
      ['facilities', 'signIn'],
      ['offers', 'signIn'],
    ]);
  });
});

describe('serviceHref', () => {
  it('prefixes app routes with the page language', () => {
    expect(serviceHref(link('prescriptions'), 'en')).toBe('/en/prescriptions');
    expect(serviceHref(link('jobs'), 'ar')).toBe('/ar/job-opportunities');
    expect(serviceHref(link('facilities'), 'en')).toBe('/en/facilities');
    expect(serviceHref(link('offers'), 'ar')).toBe('/ar/offers');
    expect(serviceHref(link('drugIndex'), 'ar')).toBe('/ar/drug-index');
  });

  it('leaves the external interactions checker as it is, in either language', () => {
    expect(serviceHref(link('interactions'), 'ar')).toBe(INTERACTIONS_CHECKER_URL);
    expect(serviceHref(link('interactions'), 'en')).toBe(INTERACTIONS_CHECKER_URL);
  });
});

describe('SERVICE_LINKS', () => {
  it('marks as sign-in exactly the services whose page the guard keeps for signed-in users', () => {
    for (const service of SERVICE_LINKS) {
      if ('href' in service) continue;
      expect(isSignInPath(serviceHref(service, 'en')), service.key).toBe(
        serviceAccess(service) === 'signIn',
      );
    }
  });
});

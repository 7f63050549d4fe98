import { describe, expect, it } from 'vitest';
import { isPublicPath } from '@dawa/shared/appPaths';
import { guardRedirect, loginSubject } from './guard';

describe('isPublicPath', () => {
  it.each([
    '/en',
    '/ar/',
    '/en/services',
    '/ar/about',
    '/en/drug-index',
    '/en/drug-index/',
    '/ar/drug-index/42',
    '/en/privacy',
    '/ar/terms',
    '/en/mail',
    '/en/403',
    '/ar/404',
    '/en/500',
  ])('lets a visitor open %s', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/en/prescriptions',
    '/ar/prescriptions/7',
    '/en/job-opportunities',
    '/en/facilities/3',
    '/ar/offers',
    '/en/notification',
    '/en/profile',
    '/en/my-jobs',
    '/en/add-job/edit/1',
    '/en/services/extra',
    '/en/drug-indexes',
    '/en/nowhere',
  ])('keeps a visitor out of %s', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('guardRedirect', () => {
  it('sends a signed-out visitor on a private page home, with the page to go to after sign-in', () => {
    expect(guardRedirect('/en/prescriptions', '', false)).toBe('/en?next=%2Fen%2Fprescriptions');
    expect(guardRedirect('/ar/job-opportunities', '?page=2', false)).toBe(
      '/ar?next=%2Far%2Fjob-opportunities%3Fpage%3D2',
    );
  });

  it('covers every sign-in page of SPEC §2, with and without ids', () => {
    for (const path of [
      '/en/prescriptions/7',
      '/en/edit-prescription/7',
      '/en/my-prescriptions',
      '/en/job-opportunities/3',
      '/en/add-job/edit/3',
      '/en/my-jobs',
      '/en/facilities',
      '/en/add-facility',
      '/en/my-facilities',
      '/en/offers/9',
      '/en/notification',
      '/en/profile',
      '/en/auth/update-account-roles',
    ])
      expect(guardRedirect(path, '', false), path).toBe(`/en?next=${encodeURIComponent(path)}`);
  });

  it('leaves unknown paths to the 404 rule', () => {
    expect(guardRedirect('/en/no/such/page', '', false)).toBeNull();
    expect(guardRedirect('/en/prescriptionsx', '', false)).toBeNull();
  });

  it('lets public pages and signed-in users through', () => {
    expect(guardRedirect('/en/drug-index/9', '', false)).toBeNull();
    expect(guardRedirect('/en/prescriptions', '', true)).toBeNull();
    expect(guardRedirect('/en/no/such/page', '', true)).toBeNull();
  });
});

describe('loginSubject', () => {
  it('names the service a sign-in page belongs to', () => {
    expect(loginSubject('/en/prescriptions/7')).toBe('prescriptions');
    expect(loginSubject('/ar/edit-prescription/7')).toBe('prescriptions');
    expect(loginSubject('/en/my-jobs')).toBe('jobs');
    expect(loginSubject('/en/add-job/edit/3')).toBe('jobs');
    expect(loginSubject('/en/job-opportunities')).toBe('jobs');
    expect(loginSubject('/ar/add-facility')).toBe('facilities');
    expect(loginSubject('/en/offers/9')).toBe('offers');
  });

  it('calls the other sign-in pages a page', () => {
    expect(loginSubject('/en/profile')).toBe('page');
    expect(loginSubject('/en/notification')).toBe('page');
    expect(loginSubject('/en/admin/drugs')).toBe('page');
  });
});

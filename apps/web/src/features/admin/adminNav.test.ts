import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, adminAccess, entryForPath, knownRoles, visibleEntries } from './adminNav';

const drugs = ADMIN_NAV.find((entry) => entry.key === 'drugs');
const drugsImport = ADMIN_NAV.find((entry) => entry.key === 'drugsImport');

describe('entryForPath', () => {
  it('picks the longest matching entry', () => {
    expect(entryForPath('drugs')).toBe(drugs);
    expect(entryForPath('drugs/new')).toBe(drugs);
    expect(entryForPath('drugs/0b9c1f0e-1111-4222-8333-944445555666')).toBe(drugs);
    expect(entryForPath('drugs/import')).toBe(drugsImport);
    expect(entryForPath('/drugs/import/')).toBe(drugsImport);
  });

  it('knows no section for the admin home or an unknown path', () => {
    expect(entryForPath('')).toBeUndefined();
    expect(entryForPath('drugsx')).toBeUndefined();
    expect(entryForPath('offersx')).toBeUndefined();
  });
});

describe('visibleEntries', () => {
  it('shows the drug sections to drug editors', () => {
    expect(visibleEntries(['owner'])).toEqual(ADMIN_NAV);
    expect(visibleEntries(['editor']).map((entry) => entry.key)).toEqual([
      'drugs',
      'drugsImport',
      'offers',
      'moderation',
      'referenceData',
    ]);
    expect(visibleEntries(['productEditor'])).toHaveLength(2);
  });

  it('shows users and roles to IAM managers only, as the role table says', () => {
    expect(visibleEntries(['iamSecurityReviewer']).map((entry) => entry.key)).toEqual(['users']);
    expect(visibleEntries(['editor']).map((entry) => entry.key)).not.toContain('users');
    expect(visibleEntries(['entityEditor']).map((entry) => entry.key)).toEqual([
      'offers',
      'moderation',
      'referenceData',
    ]);
  });

  it('shows readers only the sections a reader may open, and nothing to other roles', () => {
    expect(visibleEntries(['viewer', 'entityViewer']).map((entry) => entry.key)).toEqual([
      'referenceData',
    ]);
    expect(visibleEntries(['auditLogViewer', 'customerViewer'])).toEqual([]);
    expect(visibleEntries(['someFutureRole'])).toEqual([]);
    expect(visibleEntries([])).toEqual([]);
  });
});

describe('adminAccess', () => {
  it('tells a user without any role to wait for permissions (SPEC §6)', () => {
    expect(adminAccess([], drugs)).toBe('noRoles');
    expect(adminAccess([], undefined)).toBe('noRoles');
  });

  it('forbids a section the roles do not open', () => {
    expect(adminAccess(['viewer'], drugs)).toBe('forbidden');
    expect(adminAccess(['orderEditor'], undefined)).toBe('forbidden');
    // An unknown role is still a role: the user is not "without permissions".
    expect(adminAccess(['someFutureRole'], drugsImport)).toBe('forbidden');
  });

  it('lets editors and the owner in', () => {
    expect(adminAccess(['owner'], drugsImport)).toBe('allowed');
    expect(adminAccess(['productEditor', 'viewer'], drugs)).toBe('allowed');
    expect(adminAccess(['editor'], undefined)).toBe('allowed');
  });
});

describe('knownRoles', () => {
  it('drops strings that are not roles', () => {
    expect(knownRoles(['owner', 'root', 'viewer'])).toEqual(['owner', 'viewer']);
  });
});

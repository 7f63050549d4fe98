import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '@dawa/shared/access';
import {
  ADMIN_NAV,
  ADMIN_NAV_GROUPS,
  GROUP_OF_SECTION,
  adminAccess,
  entryForPath,
  groupedEntries,
  knownRoles,
  visibleEntries,
} from './adminNav';

const drugs = ADMIN_NAV.find((entry) => entry.key === 'drugs');
const importer = ADMIN_NAV.find((entry) => entry.key === 'import');

describe('entryForPath', () => {
  it('picks the longest matching entry', () => {
    expect(entryForPath('drugs')).toBe(drugs);
    expect(entryForPath('drugs/new')).toBe(drugs);
    expect(entryForPath('drugs/0b9c1f0e-1111-4222-8333-944445555666')).toBe(drugs);
    expect(entryForPath('import')).toBe(importer);
    expect(entryForPath('/import/0b9c1f0e-1111-4222-8333-944445555666/')).toBe(importer);
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
      'moderation',
      'contact',
      'offers',
      'customers',
      'products',
      'orders',
      'referenceData',
      'import',
    ]);
    expect(visibleEntries(['productEditor']).map((entry) => entry.key)).toEqual([
      'drugs',
      'products',
      'import',
    ]);
  });

  it('shows users and roles to IAM managers only, as the role table says', () => {
    expect(visibleEntries(['iamSecurityReviewer']).map((entry) => entry.key)).toEqual(['users']);
    expect(visibleEntries(['editor']).map((entry) => entry.key)).not.toContain('users');
    expect(visibleEntries(['entityEditor']).map((entry) => entry.key)).toEqual([
      'moderation',
      'offers',
      'referenceData',
      'import',
    ]);
  });

  it('shows the audit log to the owner and audit-log viewers only', () => {
    expect(visibleEntries(['auditLogViewer']).map((entry) => entry.key)).toEqual(['auditLog']);
    expect(visibleEntries(['owner']).map((entry) => entry.key)).toContain('auditLog');
    expect(
      visibleEntries(['editor', 'iamSecurityReviewer']).map((entry) => entry.key),
    ).not.toContain('auditLog');
  });

  it('shows readers the sections they read, the importer included', () => {
    expect(visibleEntries(['viewer']).map((entry) => entry.key)).toEqual([
      'drugs',
      'moderation',
      'contact',
      'offers',
      'customers',
      'products',
      'orders',
      'referenceData',
      'import',
      'analytics',
    ]);
    expect(visibleEntries(['entityViewer']).map((entry) => entry.key)).toEqual([
      'moderation',
      'offers',
      'referenceData',
    ]);
    expect(visibleEntries(['productViewer']).map((entry) => entry.key)).toEqual([
      'drugs',
      'products',
    ]);
    expect(visibleEntries(['orderViewer']).map((entry) => entry.key)).toEqual(['orders']);
    expect(visibleEntries(['editor']).map((entry) => entry.key)).not.toContain('analytics');
  });

  it('shows nothing to other roles', () => {
    expect(visibleEntries(['auditLogViewer']).map((entry) => entry.key)).not.toContain('orders');
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
    expect(adminAccess(['entityViewer'], importer)).toBe('forbidden');
    expect(adminAccess(['entityViewer'], drugs)).toBe('forbidden');
    expect(adminAccess(['entityEditor'], entryForPath('analytics'))).toBe('forbidden');
    expect(adminAccess(['orderViewer'], entryForPath('customers'))).toBe('forbidden');
    // An unknown role is still a role: the user is not "without permissions".
    expect(adminAccess(['someFutureRole'], importer)).toBe('forbidden');
  });

  it('lets editors and the owner in', () => {
    expect(adminAccess(['owner'], importer)).toBe('allowed');
    // Reading past imports and templates needs read; the page hides the import itself.
    expect(adminAccess(['viewer'], importer)).toBe('allowed');
    expect(adminAccess(['productEditor', 'viewer'], drugs)).toBe('allowed');
    // Readers open the section; its pages leave out what they may not do.
    expect(adminAccess(['viewer'], drugs)).toBe('allowed');
    expect(adminAccess(['editor'], undefined)).toBe('allowed');
  });
});

describe('knownRoles', () => {
  it('drops strings that are not roles', () => {
    expect(knownRoles(['owner', 'root', 'viewer'])).toEqual(['owner', 'viewer']);
  });
});

describe('groupedEntries', () => {
  it('puts every section in one of the five groups', () => {
    for (const section of ADMIN_SECTIONS)
      expect(ADMIN_NAV_GROUPS).toContain(GROUP_OF_SECTION[section]);
  });

  it('lists the groups the roles open, in order, each with its entries', () => {
    const menu = (roles: string[]) =>
      groupedEntries(visibleEntries(roles)).map(({ group, entries }) => [
        group,
        entries.map((entry) => entry.key),
      ]);
    expect(menu(['owner'])).toEqual([
      ['content', ['drugs', 'moderation', 'contact']],
      ['marketplace', ['offers', 'customers', 'products', 'orders']],
      ['usersAndSecurity', ['users', 'auditLog']],
      ['data', ['referenceData', 'import', 'analytics']],
      ['settings', ['settings']],
    ]);
    expect(menu(['entityEditor'])).toEqual([
      ['content', ['moderation']],
      ['marketplace', ['offers']],
      ['data', ['referenceData', 'import']],
    ]);
    expect(menu(['viewer'])).toEqual([
      ['content', ['drugs', 'moderation', 'contact']],
      ['marketplace', ['offers', 'customers', 'products', 'orders']],
      ['data', ['referenceData', 'import', 'analytics']],
    ]);
    expect(menu([])).toEqual([]);
  });
});

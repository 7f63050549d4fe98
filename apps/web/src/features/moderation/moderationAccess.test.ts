import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, adminAccess, entryForPath, visibleEntries } from '../admin/adminNav';
import { MODERATION_KINDS } from './kinds';

const moderation = ADMIN_NAV.find((entry) => entry.key === 'moderation');

describe('the moderation section of the admin area', () => {
  it('is opened by whoever the server lets read the queue', () => {
    expect(moderation).toMatchObject({ path: 'moderation', section: 'moderation', level: 'read' });
    expect(entryForPath('moderation')).toBe(moderation);
    expect(entryForPath('moderation/')).toBe(moderation);
  });

  it('shows in the menu of moderators and of the roles that read the queue', () => {
    const sections = (roles: string[]) => visibleEntries(roles).map((entry) => entry.key);
    expect(sections(['owner'])).toContain('moderation');
    expect(sections(['editor'])).toContain('moderation');
    expect(sections(['entityEditor'])).toContain('moderation');
    expect(sections(['productEditor'])).not.toContain('moderation');
    expect(sections(['entityViewer'])).toContain('moderation');
    expect(sections(['viewer'])).toContain('moderation');
    expect(sections(['productViewer'])).not.toContain('moderation');
  });

  it('sends other roles to the 403 page and users without roles to "no permissions"', () => {
    expect(adminAccess(['entityEditor'], moderation)).toBe('allowed');
    expect(adminAccess(['productEditor'], moderation)).toBe('forbidden');
    expect(adminAccess([], moderation)).toBe('noRoles');
  });
});

describe('MODERATION_KINDS', () => {
  it('lists each kind once, prescriptions first, then jobs', () => {
    const kinds = MODERATION_KINDS.map((definition) => definition.kind);
    expect(kinds.slice(0, 2)).toEqual(['prescription', 'job']);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('lets prescriptions take a written reason; jobs take a reason of the reference data', () => {
    const details = MODERATION_KINDS.map((definition) => [definition.kind, definition.withDetails]);
    expect(details).toEqual(
      expect.arrayContaining([
        ['prescription', true],
        ['job', false],
      ]),
    );
  });
});

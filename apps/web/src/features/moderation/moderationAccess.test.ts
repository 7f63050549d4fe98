import { describe, expect, it } from 'vitest';
import { POST_MODERATORS } from '@dawa/shared/posts';
import { ADMIN_NAV, adminAccess, entryForPath, visibleEntries } from '../admin/adminNav';
import { MODERATION_KINDS } from './kinds';

const moderation = ADMIN_NAV.find((entry) => entry.section === 'moderation');

describe('the moderation section of the admin area', () => {
  it('is opened by the post moderators the server checks', () => {
    expect(moderation).toMatchObject({ path: 'moderation', roles: POST_MODERATORS });
    expect(entryForPath('moderation')).toBe(moderation);
    expect(entryForPath('moderation/')).toBe(moderation);
  });

  it('shows in the menu of moderators only', () => {
    const sections = (roles: string[]) => visibleEntries(roles).map((entry) => entry.section);
    expect(sections(['owner'])).toContain('moderation');
    expect(sections(['editor'])).toContain('moderation');
    expect(sections(['entityEditor'])).toContain('moderation');
    expect(sections(['productEditor'])).not.toContain('moderation');
    expect(sections(['entityViewer', 'viewer'])).not.toContain('moderation');
  });

  it('sends other roles to the 403 page and users without roles to "no permissions"', () => {
    expect(adminAccess(['entityEditor'], moderation)).toBe('allowed');
    expect(adminAccess(['productEditor'], moderation)).toBe('forbidden');
    expect(adminAccess([], moderation)).toBe('noRoles');
  });
});

describe('MODERATION_KINDS', () => {
  it('lists each kind once, prescriptions first, with a deletion reason for "other"', () => {
    const kinds = MODERATION_KINDS.map((definition) => definition.kind);
    expect(kinds[0]).toBe('prescription');
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const definition of MODERATION_KINDS) {
      expect(definition.reasons.at(-1)).toBe('other');
    }
  });
});

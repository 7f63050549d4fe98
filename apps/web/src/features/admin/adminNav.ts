import { can, type AccessLevel, type AdminSection } from '@dawa/shared/access';
import { isRole, type Role } from '@dawa/shared/roles';

/** The menu's entries; each opens for the roles the role table (ADR 0022) gives its access. */
export type AdminNavKey =
  'drugs' | 'drugsImport' | 'offers' | 'moderation' | 'users' | 'referenceData';

export interface AdminNavEntry {
  key: AdminNavKey;
  /** Path under `/{lang}/admin/`. */
  path: string;
  /** The role table's section and the level the page needs. */
  section: AdminSection;
  level: AccessLevel;
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { key: 'drugs', path: 'drugs', section: 'drugs', level: 'write' },
  { key: 'drugsImport', path: 'drugs/import', section: 'drugs', level: 'write' },
  { key: 'offers', path: 'offers', section: 'offers', level: 'write' },
  { key: 'moderation', path: 'moderation', section: 'moderation', level: 'write' },
  { key: 'users', path: 'users', section: 'users', level: 'read' },
  { key: 'referenceData', path: 'reference-data', section: 'referenceData', level: 'read' },
];

const opens = (roles: readonly Role[], entry: AdminNavEntry) =>
  can(roles, entry.section, entry.level);

/** The roles the app knows; unknown strings from the server open nothing. */
export function knownRoles(roles: readonly string[]): Role[] {
  return roles.filter(isRole);
}

/** The entries a user with `roles` may open, in menu order. */
export function visibleEntries(roles: readonly string[]): AdminNavEntry[] {
  const held = knownRoles(roles);
  return ADMIN_NAV.filter((entry) => opens(held, entry));
}

/**
 * The section a path under `/{lang}/admin/` belongs to: the entry with the longest matching
 * path, so `drugs/import` is the import and `drugs/42` the drugs.
 */
export function entryForPath(rest: string): AdminNavEntry | undefined {
  const path = rest.replace(/^\/+|\/+$/g, '');
  let best: AdminNavEntry | undefined;
  for (const entry of ADMIN_NAV) {
    const matches = path === entry.path || path.startsWith(`${entry.path}/`);
    if (matches && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}

/**
 * SPEC §6: a signed-in user with no roles at all sees the "no permissions yet" screen; one
 * with roles that do not open the section gets the app's 403. Without a section (the admin
 * home, an unknown path) any role that opens some section is enough.
 */
export type AdminAccess = 'noRoles' | 'forbidden' | 'allowed';

export function adminAccess(
  roles: readonly string[],
  entry: AdminNavEntry | undefined,
): AdminAccess {
  if (roles.length === 0) return 'noRoles';
  if (entry) return opens(knownRoles(roles), entry) ? 'allowed' : 'forbidden';
  return visibleEntries(roles).length > 0 ? 'allowed' : 'forbidden';
}

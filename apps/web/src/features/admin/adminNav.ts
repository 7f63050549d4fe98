import { DRUG_EDITORS } from '@dawa/shared/drugs';
import { OFFER_EDITORS } from '@dawa/shared/offers';
import { POST_MODERATORS } from '@dawa/shared/posts';
import { hasAnyRole, isRole, type Role } from '@dawa/shared/roles';

/** The admin sections; later features (moderation, offers, …) add entries here. */
export type AdminSection = 'drugs' | 'drugsImport' | 'offers' | 'moderation';

export interface AdminNavEntry {
  section: AdminSection;
  /** Path under `/{lang}/admin/`. */
  path: string;
  /** Any one of these roles opens the section (`owner` opens everything). */
  roles: readonly Role[];
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { section: 'drugs', path: 'drugs', roles: DRUG_EDITORS },
  { section: 'drugsImport', path: 'drugs/import', roles: DRUG_EDITORS },
  { section: 'offers', path: 'offers', roles: OFFER_EDITORS },
  { section: 'moderation', path: 'moderation', roles: POST_MODERATORS },
];

/** The roles the app knows; unknown strings from the server open nothing. */
export function knownRoles(roles: readonly string[]): Role[] {
  return roles.filter(isRole);
}

/** The entries a user with `roles` may open, in menu order. */
export function visibleEntries(roles: readonly string[]): AdminNavEntry[] {
  const held = knownRoles(roles);
  return ADMIN_NAV.filter((entry) => hasAnyRole(held, entry.roles));
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
  if (entry) return hasAnyRole(knownRoles(roles), entry.roles) ? 'allowed' : 'forbidden';
  return visibleEntries(roles).length > 0 ? 'allowed' : 'forbidden';
}

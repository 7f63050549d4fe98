import { can, type AccessLevel, type AdminSection } from '@dawa/shared/access';
import { isRole, type Role } from '@dawa/shared/roles';

/** The menu's entries; each opens for the roles the role table (ADR 0022) gives its access. */
export type AdminNavKey =
  | 'drugs'
  | 'import'
  | 'offers'
  | 'customers'
  | 'products'
  | 'orders'
  | 'moderation'
  | 'contact'
  | 'users'
  | 'auditLog'
  | 'settings'
  | 'analytics'
  | 'referenceData';

/** The menu's groups, in order (issue #16 point 8). */
export const ADMIN_NAV_GROUPS = [
  'content',
  'marketplace',
  'usersAndSecurity',
  'data',
  'settings',
] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

/**
 * The group of each section's entries: an entry falls into place by its section, so a new
 * section's page joins the menu with one entry in `ADMIN_NAV`.
 */
export const GROUP_OF_SECTION: Readonly<Record<AdminSection, AdminNavGroup>> = {
  drugs: 'content',
  moderation: 'content',
  notifications: 'content',
  contact: 'content',
  offers: 'marketplace',
  customers: 'marketplace',
  products: 'marketplace',
  orders: 'marketplace',
  users: 'usersAndSecurity',
  auditLog: 'usersAndSecurity',
  referenceData: 'data',
  importer: 'data',
  analytics: 'data',
  settings: 'settings',
};

export interface AdminNavEntry {
  key: AdminNavKey;
  /** Path under `/{lang}/admin/`. */
  path: string;
  /** The role table's section and the level the page needs. */
  section: AdminSection;
  level: AccessLevel;
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { key: 'drugs', path: 'drugs', section: 'drugs', level: 'read' },
  { key: 'moderation', path: 'moderation', section: 'moderation', level: 'read' },
  { key: 'contact', path: 'contact-messages', section: 'contact', level: 'read' },
  { key: 'offers', path: 'offers', section: 'offers', level: 'read' },
  { key: 'customers', path: 'customers', section: 'customers', level: 'read' },
  { key: 'products', path: 'products', section: 'products', level: 'read' },
  { key: 'orders', path: 'orders', section: 'orders', level: 'read' },
  { key: 'users', path: 'users', section: 'users', level: 'read' },
  { key: 'auditLog', path: 'audit-log', section: 'auditLog', level: 'read' },
  { key: 'settings', path: 'settings', section: 'settings', level: 'write' },
  { key: 'referenceData', path: 'reference-data', section: 'referenceData', level: 'read' },
  { key: 'import', path: 'import', section: 'importer', level: 'read' },
  { key: 'analytics', path: 'analytics', section: 'analytics', level: 'read' },
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

export interface AdminNavSection {
  group: AdminNavGroup;
  entries: AdminNavEntry[];
}

/** The menu: the groups that have an entry the user may open, in order, with those entries. */
export function groupedEntries(entries: readonly AdminNavEntry[]): AdminNavSection[] {
  return ADMIN_NAV_GROUPS.map((group) => ({
    group,
    entries: entries.filter((entry) => GROUP_OF_SECTION[entry.section] === group),
  })).filter((section) => section.entries.length > 0);
}

/**
 * The section a path under `/{lang}/admin/` belongs to: the entry with the longest matching
 * path, so `drugs/new` and `drugs/42` are the drugs.
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

import { ROLES, type Role } from './roles';

/**
 * The role table (ADR 0022): which admin sections each SPEC §6 role opens, and whether it may
 * only read there or also write (write includes read). One source for the server's checks (the
 * `access` auth scope and `requireAccess` in services) and the web admin menu; a server test walks
 * it for every role and every operation that exists.
 */
export const ADMIN_SECTIONS = [
  'drugs',
  'offers',
  'moderation',
  'notifications',
  'contact',
  'users',
  'auditLog',
  'settings',
  'referenceData',
  'importer',
  'customers',
  'products',
  'orders',
  'analytics',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const ACCESS_LEVELS = ['read', 'write'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

type Grants = Readonly<Partial<Record<AdminSection, AccessLevel>>>;

/** Everything but IAM, the audit log and settings: what `editor` writes and `viewer` reads. */
const CONTENT: readonly AdminSection[] = [
  'drugs',
  'offers',
  'moderation',
  'notifications',
  'referenceData',
  'importer',
  'customers',
  'products',
  'orders',
];

const every = (sections: readonly AdminSection[], level: AccessLevel): Grants =>
  Object.fromEntries(sections.map((section) => [section, level]));

export const ROLE_TABLE: Readonly<Record<Role, Grants>> = {
  owner: every(ADMIN_SECTIONS, 'write'),
  // "edit all": the content and the contact messages (whose only change is marking them read);
  // no IAM, audit log, settings.
  editor: { ...every(CONTENT, 'write'), contact: 'write' },
  // "view all" of the same, and the dashboard.
  viewer: { ...every(CONTENT, 'read'), contact: 'read', analytics: 'read' },
  auditLogViewer: { auditLog: 'read' },
  // "manage user roles".
  iamSecurityReviewer: { users: 'write' },
  // The product's own entities: offers, posts to moderate, notifications and reference data.
  entityEditor: {
    offers: 'write',
    moderation: 'write',
    notifications: 'write',
    referenceData: 'write',
    importer: 'write',
  },
  entityViewer: {
    offers: 'read',
    moderation: 'read',
    notifications: 'read',
    referenceData: 'read',
  },
  customerEditor: { customers: 'write', importer: 'write' },
  customerViewer: { customers: 'read' },
  // Products include the drug index, the product Dawa lists.
  productEditor: { products: 'write', drugs: 'write', importer: 'write' },
  productViewer: { products: 'read', drugs: 'read' },
  // An order names a customer and products: its editors pick them, so they read them.
  orderEditor: { orders: 'write', customers: 'read', products: 'read' },
  orderViewer: { orders: 'read' },
};

function grants(level: AccessLevel | undefined, wanted: AccessLevel): boolean {
  return level === 'write' || (level === 'read' && wanted === 'read');
}

/** Whether someone holding `roles` may `level` in `section`. */
export function can(roles: readonly Role[], section: AdminSection, level: AccessLevel): boolean {
  return roles.some((role) => grants(ROLE_TABLE[role][section], level));
}

/** The roles that may `level` in `section` (for texts and tests; checks use `can`). */
export function rolesWith(section: AdminSection, level: AccessLevel): Role[] {
  return ROLES.filter((role) => grants(ROLE_TABLE[role][section], level));
}

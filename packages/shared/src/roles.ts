/** Admin roles of SPEC §6. `owner` has full access. */
export const ROLES = [
  'owner',
  'editor',
  'viewer',
  'auditLogViewer',
  'iamSecurityReviewer',
  'entityEditor',
  'entityViewer',
  'customerEditor',
  'customerViewer',
  'productEditor',
  'productViewer',
  'orderEditor',
  'orderViewer',
] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether someone holding `held` may act where any of `allowed` is required. */
export function hasAnyRole(held: readonly Role[], allowed: readonly Role[]): boolean {
  return held.includes('owner') || allowed.some((role) => held.includes(role));
}

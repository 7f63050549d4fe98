/** The query parameter that opens the auth dialog (SPEC §2): `?auth=signin` or `?auth=signup`. */
export const AUTH_PARAM = 'auth';

export const AUTH_MODES = ['signin', 'signup'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export function parseAuthMode(value: string | null): AuthMode | null {
  return (AUTH_MODES as readonly string[]).includes(value ?? '') ? (value as AuthMode) : null;
}

/** The same query with the dialog opened in `mode`, or closed when `mode` is null. */
export function withAuthMode(search: URLSearchParams, mode: AuthMode | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (mode) next.set(AUTH_PARAM, mode);
  else next.delete(AUTH_PARAM);
  return next;
}

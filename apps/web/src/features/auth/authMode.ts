/** The query parameter that opens the auth dialog (SPEC §2): `?auth=signin`, `signup` or `forgot`. */
export const AUTH_PARAM = 'auth';

/** The two forms of the dialog. */
export const AUTH_MODES = ['signin', 'signup'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** What the dialog shows: a form, or the request for a password-reset link. */
export const AUTH_VIEWS = [...AUTH_MODES, 'forgot'] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

export function parseAuthView(value: string | null): AuthView | null {
  return (AUTH_VIEWS as readonly string[]).includes(value ?? '') ? (value as AuthView) : null;
}

export function isAuthMode(view: AuthView): view is AuthMode {
  return (AUTH_MODES as readonly string[]).includes(view);
}

/** The same query with the dialog showing `view`, or closed when `view` is null. */
export function withAuthView(search: URLSearchParams, view: AuthView | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (view) next.set(AUTH_PARAM, view);
  else next.delete(AUTH_PARAM);
  return next;
}

/**
 * The ways in besides the social providers: e-mail in both forms, a code sent to the phone
 * in sign-in only (a phone code never creates an account, SPEC §4).
 */
export type SignInMethod = 'email' | 'phone';
export const SIGN_IN_METHODS: Readonly<Record<AuthMode, readonly SignInMethod[]>> = {
  signin: ['email', 'phone'],
  signup: ['email'],
};

/**
 * The method whose form shows: the chosen one, or e-mail when there are no social providers
 * to choose from (`providerCount` is undefined while they load).
 */
export function shownMethod(
  mode: AuthMode,
  chosen: SignInMethod | null,
  providerCount: number | undefined,
): SignInMethod | null {
  if (chosen && SIGN_IN_METHODS[mode].includes(chosen)) return chosen;
  return providerCount === 0 ? 'email' : null;
}

/** The method buttons next to the providers': every method of the form but the shown one. */
export function otherMethods(mode: AuthMode, shown: SignInMethod | null): SignInMethod[] {
  return SIGN_IN_METHODS[mode].filter((method) => method !== shown);
}

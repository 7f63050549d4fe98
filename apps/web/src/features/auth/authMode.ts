import type { AuthMode } from '../../app/session/authView';

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

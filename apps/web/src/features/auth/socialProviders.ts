import { AUTH_PROVIDERS, type AuthProvider } from '@dawa/shared/accounts';

/** The sign-in providers the dialog knows how to show, in display order. */
export const SOCIAL_PROVIDERS = AUTH_PROVIDERS;
export type SocialProvider = AuthProvider;

/** The server's `authProviders` answer reduced to known providers, in display order. */
export function knownProviders(enabled: readonly string[]): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => enabled.includes(provider));
}

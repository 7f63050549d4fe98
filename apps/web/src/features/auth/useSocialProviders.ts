export type SocialProvider = 'google' | 'facebook';

const CONFIGURED: readonly SocialProvider[] = [];

/**
 * Social providers the server holds credentials for, in display order. better-auth exposes no
 * endpoint that lists them and the server configures none yet, so the list is empty and the
 * dialog shows the e-mail form directly; the Accounts work replaces this with the server's list.
 */
export function useSocialProviders(): readonly SocialProvider[] {
  return CONFIGURED;
}

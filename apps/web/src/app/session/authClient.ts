import { createAuthClient } from 'better-auth/react';
import { phoneNumberClient } from 'better-auth/client/plugins';
import { CLIENT_HEADERS } from '@dawa/shared/clientHeaders';
import { refreshSession } from './session';

/**
 * The better-auth client (sign-in, sign-up, sign-out, phone codes). ~12 kB gzip, so the first
 * paint does without it: load it with `loadAuthClient()` when an auth action starts.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  // Sign-in checks that the account is one this app serves (SPEC §6, ADR 0019).
  fetchOptions: { headers: { [CLIENT_HEADERS.accountType]: 'client' } },
  // `phoneNumber.sendOtp` / `.verify`; a verified code flips the session signal below.
  plugins: [phoneNumberClient()],
});

export type AuthClient = typeof authClient;

// better-auth flips this signal after sign-in, sign-up, sign-out and profile updates; the
// light session store (which the header and guards read) follows it.
authClient.$store.listen('$sessionSignal', () => {
  void refreshSession();
});

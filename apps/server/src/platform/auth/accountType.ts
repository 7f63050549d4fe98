import { CLIENT_HEADERS, parseAccountType } from '@dawa/shared/clientHeaders';

/**
 * The kind of account the calling app serves (`account-type`, SPEC §7): the web's `client`
 * when left out. The API routes refuse a malformed one up front (clientHeaders.ts); anywhere
 * else it simply matches no account.
 */
export function requestedAccountType(headers: Headers): string | null {
  try {
    return parseAccountType(headers.get(CLIENT_HEADERS.accountType));
  } catch {
    return null;
  }
}

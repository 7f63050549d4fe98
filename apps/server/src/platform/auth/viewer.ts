import { createHmac, timingSafeEqual } from 'node:crypto';
import { CLIENT_ACCOUNT_TYPE } from '@dawa/shared/accounts';
import type { Role } from '@dawa/shared/roles';
import { parseCookies } from 'better-auth/cookies';
import { eq, sql } from 'drizzle-orm';
import type { Platform } from '../platform';
import { session, user } from './auth.tables';
import { requestedAccountType } from './accountType';
import { userRole } from './roles.tables';
import type { Viewer } from './viewer.types';

type AuthContext = Awaited<Platform['auth']['$context']>;

/**
 * The signed-in user of a request (session cookie or bearer token), with their roles, in one
 * SQL statement read fresh from PostgreSQL (ADR 0017): a sign-out, a revoked session or a
 * disabled account is refused on every instance at once, with no cache to invalidate.
 * better-auth still owns sessions: it issues, refreshes and ends them; this reads them.
 */
export async function resolveViewer(
  platform: Pick<Platform, 'auth' | 'database'>,
  headers: Headers,
): Promise<Viewer | null> {
  // Most public traffic carries no credentials: no work at all.
  if (!headers.has('cookie') && !headers.has('authorization')) return null;
  const context = await platform.auth.$context;
  const token = bearerToken(headers, context.secret) ?? cookieToken(headers, context);
  if (!token) return null;
  const [row] = await platform.database.db
    .select({
      userId: session.userId,
      expiresAt: session.expiresAt,
      disabled: user.disabled,
      accountType: user.accountType,
      roles: sql<
        Role[]
      >`array(select ${userRole.role} from ${userRole} where ${userRole.userId} = ${session.userId})`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, token));
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now) return null;
  // A session outlives a later change of the account: re-check the sign-in rule (ADR 0019).
  if (row.disabled || (row.accountType ?? CLIENT_ACCOUNT_TYPE) !== requestedAccountType(headers))
    return null;
  if (isRefreshDue(row.expiresAt, context.sessionConfig, now))
    // better-auth slides the expiry (about once a day per session); the request need not wait.
    void platform.auth.api.getSession({ headers }).catch(() => undefined);
  return { id: row.userId, roles: row.roles };
}

/** better-auth's rule: a session is extended once `updateAge` has passed since it last was. */
function isRefreshDue(
  expiresAt: Date,
  { expiresIn, updateAge }: AuthContext['sessionConfig'],
  now: number,
): boolean {
  return expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now;
}

/**
 * The session cookie's token when its signature is the server's (better-call signs cookies
 * as `token.base64(HMAC-SHA256(token))`, 44 characters).
 */
function cookieToken(headers: Headers, context: AuthContext): string | null {
  const cookie = headers.get('cookie');
  const value = cookie ? parseCookies(cookie).get(context.authCookies.sessionToken.name) : null;
  if (!value) return null;
  const [token, signature] = splitSigned(value);
  if (signature?.length !== 44 || !signature.endsWith('=')) return null;
  return signedBy(context.secret, token, signature) ? token : null;
}

/**
 * The bearer plugin's token: `token.signature` as `set-auth-token` gave it (URL-encoded or
 * not), or the bare session token (the plugin does not require the signature).
 */
function bearerToken(headers: Headers, secret: string): string | null {
  const authorization = headers.get('authorization');
  if (authorization?.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const value = authorization.slice(7).trim();
  if (!value) return null;
  if (!value.includes('.')) return value;
  const [token, signature] = splitSigned(value.includes('%') ? safeDecode(value) : value);
  return signature && signedBy(secret, token, signature) ? token : null;
}

function splitSigned(value: string): [token: string, signature: string | undefined] {
  const dot = value.lastIndexOf('.');
  return dot < 1 ? [value, undefined] : [value.slice(0, dot), value.slice(dot + 1)];
}

/** Compares in either base64 alphabet, padded or not, as better-auth's verifiers accept. */
function signedBy(secret: string, token: string, signature: string): boolean {
  const canonical = (base64: string) =>
    Buffer.from(base64.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/'));
  const expected = canonical(createHmac('sha256', secret).update(token).digest('base64'));
  const given = canonical(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

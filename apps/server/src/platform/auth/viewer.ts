import { CLIENT_ACCOUNT_TYPE } from '@dawa/shared/accounts';
import { eq } from 'drizzle-orm';
import type { Platform } from '../platform';
import { userRole } from './roles.tables';
import type { Viewer } from './viewer.types';

/** The signed-in user of a request (session cookie or bearer token), with their roles. */
export async function resolveViewer(
  platform: Pick<Platform, 'auth' | 'database'>,
  headers: Headers,
): Promise<Viewer | null> {
  // Most public traffic carries no credentials: do not ask better-auth at all.
  if (!headers.has('cookie') && !headers.has('authorization')) return null;
  const session = await platform.auth.api.getSession({ headers });
  // A session outlives a later change of the account: re-check the SPEC §6 sign-in rule.
  if (!session || session.user.disabled || session.user.accountType !== CLIENT_ACCOUNT_TYPE)
    return null;
  const rows = await platform.database.db
    .select({ role: userRole.role })
    .from(userRole)
    .where(eq(userRole.userId, session.user.id));
  return { id: session.user.id, roles: rows.map((row) => row.role) };
}

import { createHash, randomBytes } from 'node:crypto';
import { AUTH_ERROR_CODES } from '@dawa/shared/authErrorCodes';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * SPEC §7 `authStorageToken`: a one-use sign-in token a signed-in client asks for and hands to
 * another of its own contexts (the installed app's storage, a web view, a second device), which
 * exchanges it at `POST /api/auth/sign-in/storage-token` for a session of its own (ADR 0019).
 * better-auth's one-time-token plugin shares the issuing session instead: signing out of one
 * context would sign out the other, and it could not be revoked on its own.
 */
export const STORAGE_TOKEN_TTL_SECONDS = 5 * 60;
export const STORAGE_TOKEN_PATH = '/sign-in/storage-token';
const IDENTIFIER_PREFIX = 'storage-token:';

/** Only a digest is stored: a database reader cannot sign in with what it reads. */
const identifierOf = (token: string) =>
  `${IDENTIFIER_PREFIX}${createHash('sha256').update(token).digest('base64url')}`;

interface VerificationStore {
  createVerificationValue(data: {
    identifier: string;
    value: string;
    expiresAt: Date;
  }): Promise<unknown>;
}

/** A fresh token for `userId`, valid once within STORAGE_TOKEN_TTL_SECONDS. */
export async function issueStorageToken(
  store: VerificationStore,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STORAGE_TOKEN_TTL_SECONDS * 1000);
  await store.createVerificationValue({
    identifier: identifierOf(token),
    value: userId,
    expiresAt,
  });
  return { token, expiresAt };
}

const invalidToken = () =>
  new APIError('UNAUTHORIZED', {
    code: AUTH_ERROR_CODES.invalidStorageToken,
    message: 'This sign-in token has expired or was already used.',
  });

/** The exchange: the token is spent whatever happens next, and gives a new session. */
export const storageTokenPlugin = {
  id: 'dawa-storage-token',
  endpoints: {
    signInStorageToken: createAuthEndpoint(
      STORAGE_TOKEN_PATH,
      { method: 'POST', body: z.object({ token: z.string().min(1).max(200) }) },
      async (ctx) => {
        const stored = await ctx.context.internalAdapter.consumeVerificationValue(
          identifierOf(ctx.body.token),
        );
        if (!stored || stored.expiresAt.getTime() <= Date.now()) throw invalidToken();
        const user = await ctx.context.internalAdapter.findUserById(stored.value);
        if (!user) throw invalidToken();
        // The session hooks apply: a disabled account, or one of another kind, is refused.
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ token: session.token, user });
      },
    ),
  },
} satisfies BetterAuthPlugin;

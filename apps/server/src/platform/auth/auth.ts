import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { PASSWORD_MIN_LENGTH } from '@dawa/shared/limits';
import type { Db } from '../db/db';
import { newId } from '../db/ids';
import * as authTables from './auth.tables';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  secureCookies: boolean;
}

/**
 * better-auth owns sign-up, sign-in and sessions; we keep only the glue. The user table
 * carries the account type beside better-auth's fields; roles live in `user_role`.
 */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Dawa',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.baseUrl],
    database: drizzleAdapter(options.db, { provider: 'pg', schema: authTables }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
    },
    user: {
      additionalFields: {
        accountType: { type: 'string', required: false, defaultValue: 'client', input: false },
      },
    },
    advanced: {
      cookiePrefix: 'dawa',
      useSecureCookies: options.secureCookies,
      database: { generateId: () => newId() },
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

// Entry point for `@better-auth/cli generate` only: it reads the options to write auth.tables.ts.
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../db/db';
import { createAuth } from './auth';

const nothing = async () => undefined;

export const auth = createAuth({
  db: drizzle.mock() as unknown as Db,
  secret: 'x'.repeat(32),
  baseUrl: 'http://localhost:3000',
  secureCookies: false,
  mailer: { verification: nothing, passwordReset: nothing, welcome: nothing, phoneCode: nothing },
  failedSignIns: { consume: nothing, isLimited: async () => false },
  signInAttempts: { consume: nothing, isLimited: async () => false },
  providers: {},
});

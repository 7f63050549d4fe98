import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import {
  ADDRESS_ACCOUNT_SIGN_IN_POLICY,
  createAuth,
  FAILED_SIGN_IN_POLICY,
  SESSIONS_TOPIC,
  type Auth,
  type SocialAccountHook,
  type SocialSignInHook,
} from './auth/auth';
import { createAuthMailer } from './auth/auth.mailer';
import { providerSettings } from './auth/providers';
import { redisRateLimitStorage } from './auth/rate-limit-storage';
import { resolveAuthSecret } from './auth/secret';
import { createBus, type Bus } from './bus/bus';
import type { Config } from './config/config';
import { openDatabase, type Database, type Db } from './db/db';
import { transact, type Actor, type RecordChange } from './events/events';
import { createOutbox, type Outbox } from './outbox/outbox';
import { rateLimiterFactory, type RateLimiterFactory } from './rate-limit/rate-limit';
import { createStorage, type Storage } from './storage/storage';

/** The infrastructure every feature service is given. */
export interface Platform {
  config: Config;
  logger: Logger;
  database: Database;
  bus: Bus;
  storage: Storage;
  /**
   * Signs the server's own expiring file URLs (private files on disk): derived from the auth
   * secret, so every instance of a deployment signs alike, and apart from it.
   */
  fileUrlKey: Buffer;
  outbox: Outbox;
  auth: Auth;
  rateLimiter: RateLimiterFactory;
  /** Adds work to every social sign-up (see `SocialAccountHook`). */
  onSocialAccount(hook: SocialAccountHook): void;
  /** Adds work to every social sign-in, sign-ups included (see `SocialSignInHook`). */
  onSocialSignIn(hook: SocialSignInHook): void;
  /** Runs a change in one transaction with its event rows; publishes them after commit. */
  transact<T>(actor: Actor, work: (tx: Db, record: RecordChange) => Promise<T>): Promise<T>;
  /** Runs `stop` when the platform closes, before the bus and database go (features' timers). */
  onClose(stop: () => Promise<void> | void): void;
  close(): Promise<void>;
}

/** `database` lets the caller start opening it early, while the rest of the code loads. */
export async function createPlatform(
  config: Config,
  logger: Logger,
  database: Database | Promise<Database> = openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
  }),
): Promise<Platform> {
  const opened = await database;
  return assemble(config, logger, opened);
}

async function assemble(config: Config, logger: Logger, database: Database): Promise<Platform> {
  await database.migrate();
  const bus = await createBus({
    redisUrl: config.REDIS_URL,
    namespace: config.BUS_NAMESPACE,
    onError: (error) => logger.error({ err: error }, 'bus error'),
  });
  // Rate limits: while Redis is away they count in-process (rate-limit.ts) instead of waiting.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { enableOfflineQueue: false })
    : undefined;
  redis?.on('error', (error: Error) => logger.error({ err: error }, 'redis error'));
  const storage = createStorage(config);
  const outbox = createOutbox({ config, database, logger });
  const inMemory = config.DATABASE_URL === 'pglite:memory';
  const rateLimiter = rateLimiterFactory(redis, config.BUS_NAMESPACE);
  const socialAccountHooks: SocialAccountHook[] = [];
  const socialSignInHooks: SocialSignInHook[] = [];
  const onPublishError = (error: unknown) => logger.error({ err: error }, 'event publish failed');
  const secret = resolveAuthSecret(config.AUTH_SECRET, inMemory ? null : config.dataDir);
  const auth = createAuth({
    db: database.db,
    secret,
    baseUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    secureCookies: config.isProduction,
    mailer: createAuthMailer({ database, outbox, publicUrl: config.publicUrl }),
    failedSignIns: rateLimiter('failedSignIn', FAILED_SIGN_IN_POLICY),
    signInAttempts: rateLimiter('signInAttempt', ADDRESS_ACCOUNT_SIGN_IN_POLICY),
    rateLimitStorage: redis
      ? redisRateLimitStorage(redis, `${config.BUS_NAMESPACE}:rl:auth`)
      : undefined,
    providers: providerSettings(config),
    socialAccountHooks,
    socialSignInHooks,
    onSessionEnded: (ended) => void bus.publish(SESSIONS_TOPIC, ended).catch(onPublishError),
  });
  outbox.start();
  const closeHooks: (() => Promise<void> | void)[] = [];

  return {
    config,
    logger,
    database,
    bus,
    storage,
    fileUrlKey: createHmac('sha256', secret).update('dawa:file-url').digest(),
    outbox,
    auth,
    rateLimiter,
    onSocialAccount: (hook) => socialAccountHooks.push(hook),
    onSocialSignIn: (hook) => socialSignInHooks.push(hook),
    transact: (actor, work) => transact({ database, bus, onPublishError }, actor, work),
    onClose: (stop) => closeHooks.push(stop),
    async close() {
      for (const stop of closeHooks.splice(0)) await stop();
      await outbox.stop();
      await bus.close();
      await redis?.quit();
      await database.close();
    },
  };
}

import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { webDistDir } from './paths';

/** An unset or empty variable means "not configured". */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(schema.optional());

const optionalUrl = optional(z.url());

/** Names proxy-addr (Fastify's `trustProxy`) knows for whole private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`, a hop count, or comma-separated proxy addresses (IPs, CIDR ranges or
 * `loopback`/`linklocal`/`uniquelocal`). A blanket `true` is refused: it would take the
 * left-most X-Forwarded-For entry, which any client writes, and so multiply per-address limits.
 */
function trustedProxies(value: string, context: z.RefinementCtx): false | number | string[] {
  if (value === 'false' || value === '' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message:
      value === 'true'
        ? 'true would believe any client’s X-Forwarded-For: give the number of proxies in front (1 behind one load balancer) or their addresses'
        : 'must be false, a number of proxies, or their addresses (IPs or CIDR ranges, comma-separated)',
  });
  return z.NEVER;
}

/**
 * ALLOWED_ORIGINS: comma-separated origins (scheme, host and port) of other web apps whose
 * pages may call the API with the user's cookie, besides PUBLIC_URL's own.
 */
function allowedOrigins(value: string, context: z.RefinementCtx): string[] {
  const origins: string[] = [];
  for (const entry of value.split(',').map((item) => item.trim())) {
    if (entry === '') continue;
    const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
    if (origin === 'null' || origin !== entry.replace(/\/$/, '')) {
      context.addIssue({
        code: 'custom',
        message: `not an origin such as https://example.com: ${entry}`,
      });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return origins;
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Behind load balancers: how many there are in front (1 behind one HAProxy) or their
   * addresses. The client address is then the one those proxies appended to X-Forwarded-For;
   * entries a client wrote itself are never believed.
   */
  TRUST_PROXY: z.string().trim().default('false').transform(trustedProxies),
  /**
   * On SIGTERM, seconds to go on serving with /readyz answering 503 before the listener
   * closes, so that load balancers stop sending here first (a few health-check intervals).
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** Then, how long requests in flight may take before their connections are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /** Where the embedded database and uploads live when no external service is configured. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Public base URL, used for share links and mails. */
  PUBLIC_URL: optionalUrl,
  ALLOWED_ORIGINS: z.string().default('').transform(allowedOrigins),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… for PostgreSQL; `pglite:memory` for a throw-away in-memory database (tests). */
  DATABASE_URL: optional(
    z
      .string()
      .regex(
        /^(postgres(ql)?:\/\/.+|pglite:memory)$/,
        'must be a postgres:// URL or pglite:memory',
      ),
  ),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/.+/, 'must be a redis:// URL')),
  /** Prefix for bus channels, so several deployments can share one Redis. */
  BUS_NAMESPACE: z.string().min(1).default('dawa'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optional(z.string()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Dawa <no-reply@dawa.local>'),
  SMS_WEBHOOK_URL: optionalUrl,
  AUTH_SECRET: optional(z.string().min(32)),
  /** Social sign-in: each provider is on only when both its id and secret are set. */
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  FACEBOOK_CLIENT_ID: optional(z.string()),
  FACEBOOK_CLIENT_SECRET: optional(z.string()),
  TWITTER_CLIENT_ID: optional(z.string()),
  TWITTER_CLIENT_SECRET: optional(z.string()),
  /** A generic OpenID Connect provider (issuer URL with /.well-known/openid-configuration). */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  SUPPORT_EMAIL: z.email().default('support@dawa.example'),
  SUPPORT_COMPANY: z.string().default('Dawa'),
  /** The company's name in Arabic text: the product is «دواء» there, not a Latin word. */
  SUPPORT_COMPANY_AR: z.string().default('شركة «دواء»'),
  SOCIAL_FACEBOOK_URL: z.url().default('https://www.facebook.com/'),
  SOCIAL_TWITTER_URL: z.url().default('https://x.com/'),
  SOCIAL_LINKEDIN_URL: z.url().default('https://www.linkedin.com/'),
  SOCIAL_INSTAGRAM_URL: z.url().default('https://www.instagram.com/'),
  APP_STORE_URL: z.url().default('https://apps.apple.com/'),
  GOOGLE_PLAY_URL: z.url().default('https://play.google.com/store'),
  /**
   * Web push (VAPID). Required for push in production (unset there: push is off, so several
   * instances never sign with pairs of their own); elsewhere a pair is made on first start and
   * kept in DATA_DIR.
   */
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be base64url')),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be base64url')),
  /** Contact for push services: a mailto: or https: URL (default: mailto:SUPPORT_EMAIL). */
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/).+/, 'must be mailto: or https:')),
  /** The built web app (default: apps/web/dist). */
  WEB_DIST_DIR: optional(z.string()),
  /** Seed demo data on first start (default: outside production). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
});

type Env = z.infer<typeof configSchema>;

/** Every environment variable the server reads (deployment files are checked against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.shape);

export interface Config extends Env {
  dataDir: string;
  publicUrl: string;
  /** Web pages that may call the API with the user's cookie: PUBLIC_URL's and ALLOWED_ORIGINS (ADR 0014). */
  trustedOrigins: string[];
  isProduction: boolean;
  seedDemo: boolean;
  /** The web app's built files. */
  webDistDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment; a wrong value throws a message that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const s3 = [
    values.S3_ENDPOINT,
    values.S3_BUCKET,
    values.S3_ACCESS_KEY_ID,
    values.S3_SECRET_ACCESS_KEY,
  ];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set all four or none',
    );
  }
  const oidc = [values.OIDC_ISSUER, values.OIDC_CLIENT_ID, values.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set all three or none',
    );
  }
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or none',
    );
  }
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid environment configuration:\n  AUTH_SECRET: required in production (32+ characters)',
    );
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    publicUrl,
    trustedOrigins: [...new Set([new URL(publicUrl).origin, ...values.ALLOWED_ORIGINS])],
    isProduction,
    seedDemo: values.SEED_DEMO ? values.SEED_DEMO === 'true' : !isProduction,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : webDistDir(),
  };
}

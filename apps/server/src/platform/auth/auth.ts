import {
  betterAuth,
  type BetterAuthPlugin,
  type BetterAuthRateLimitStorage,
  type GenericEndpointContext,
} from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getOAuthState, isAPIError } from 'better-auth/api';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { CLIENT_ACCOUNT_TYPE } from '@dawa/shared/accounts';
import { phoneNumberSchema } from '@dawa/shared/accountInput';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  parseAcceptLanguage,
  type Language,
} from '@dawa/shared/language';
import { AUTH_ERROR_CODES } from '@dawa/shared/authErrorCodes';
import { AUTH_ERROR_MESSAGES } from '@dawa/shared/authErrors';
import { TERMS_ACCEPTED_FIELD, TERMS_VERSION } from '@dawa/shared/legal';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from '@dawa/shared/limits';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/db';
import { AppError, RateLimitedError } from '../errors';
import { newId } from '../db/ids';
import type { RateLimiter } from '../rate-limit/rate-limit';
import { requestedAccountType } from './accountType';
import { STORAGE_TOKEN_PATH, storageTokenPlugin } from './storageToken';
import { languageOf, recipientOf, type AuthMailer } from './auth.mailer';
import * as authTables from './auth.tables';
import {
  enabledProviders,
  oidcProvider,
  socialProviders,
  type AuthProviderSettings,
} from './providers';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  /** Pages allowed to sign in with cookies: the base URL's origin and ALLOWED_ORIGINS. */
  trustedOrigins?: string[];
  secureCookies: boolean;
  mailer: AuthMailer;
  /** Failed e-mail sign-ins per account, keyed by the normalised address. */
  failedSignIns: RateLimiter;
  /** E-mail sign-in attempts per client address and account. */
  signInAttempts: RateLimiter;
  /** Where better-auth counts its per-IP limits (Redis when scaled); in-process when omitted. */
  rateLimitStorage?: BetterAuthRateLimitStorage;
  providers: AuthProviderSettings;
  /** Run after a social account is linked to a user (sign-up through a provider, or linking). */
  socialAccountHooks?: readonly SocialAccountHook[];
  /** Run after every sign-in through a social or OIDC provider (see `SocialSignInHook`). */
  socialSignInHooks?: readonly SocialSignInHook[];
  /** Told after better-auth ends a session (sign-out, revocation, password change or reset). */
  onSessionEnded?: (ended: SessionEnded) => void;
}

/** The bus topic of `SessionEnded`: live streams opened with such a session end too. */
export const SESSIONS_TOPIC = 'sessions';

export interface SessionEnded {
  userId: string;
}

export const isSessionEnded = (message: unknown): message is SessionEnded =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as Partial<SessionEnded>).userId === 'string';

/**
 * What features add to a social sign-up without the platform knowing them (the accounts
 * feature copies the provider's picture). Runs after the commit; a failure is the hook's own.
 */
export type SocialAccountHook = (account: { userId: string; providerId: string }) => Promise<void>;

/** A sign-in through a social or OIDC provider; `signUp` when it created the account. */
export interface SocialSignIn {
  userId: string;
  providerId: string;
  signUp: boolean;
  /** The language the browser asked for. */
  language: Language;
}

/**
 * What features do on a social sign-in without the platform knowing them (analytics counts it
 * by method, as the web counts e-mail and phone sign-ins, which never leave the page). Runs
 * once the session exists; a failure is the hook's own.
 */
export type SocialSignInHook = (signIn: SocialSignIn) => Promise<void>;

/** auth.routes puts the client address Fastify resolved (TRUST_PROXY aware) in this header. */
export const CLIENT_IP_HEADER = 'x-dawa-client-ip';

/**
 * Sign-in limits for real networks (issue #20 §6): Egyptian mobile carriers put thousands of
 * users behind one address, so the address alone gets a high ceiling, and the tight limits are
 * per account. Documented in docs/api.md.
 *
 * - Per account, from anywhere: after 10 wrong passwords within 15 minutes the account's
 *   password sign-in is refused until those 15 minutes are over (even with the right password);
 *   the address is not locked, and other accounts behind it sign in as usual.
 */
export const FAILED_SIGN_IN_POLICY = { points: 10, durationSeconds: 15 * 60 };
/** Per address and account: a 6th attempt within a minute is refused, right password or not. */
export const ADDRESS_ACCOUNT_SIGN_IN_POLICY = { points: 5, durationSeconds: 60 };
/** Per address alone (better-auth's own limiter): 600 sign-ins a minute. */
const SIGN_IN_RATE = { window: 60, max: 600 };
/** Sign-ups are rarer than sign-ins but come in bursts from one office or clinic network. */
const SIGN_UP_RATE = { window: 60, max: 20 };
/**
 * Starting a social sign-in checks no secret (the provider does), so it needs no brute-force
 * limit; colleagues behind one office address may well start theirs within the same 10 s.
 */
const SOCIAL_SIGN_IN_RATE = { window: 60, max: 30 };

/** Where better-auth creates a user from a social provider's profile. */
const SOCIAL_SIGN_UP_PATHS = new Set(['/callback/:id', '/sign-in/social']);
/** Where a provider sends the browser back; the sign-in request's `additionalData` is in the state. */
const OAUTH_CALLBACK_PATHS = new Set(['/callback/:id', '/oauth2/callback/:providerId']);
/** Where a session comes from a provider: its redirect back, or a native client's id token. */
const SOCIAL_SIGN_IN_PATHS = new Set([...OAUTH_CALLBACK_PATHS, '/sign-in/social']);

/** The provider a request signs in through (the path's or, for an id token, the body's); null when none. */
function socialProviderOf(ctx: GenericEndpointContext): string | null {
  if (!SOCIAL_SIGN_IN_PATHS.has(ctx.path)) return null;
  const params: Record<string, unknown> = ctx.params ?? {};
  const body: unknown = ctx.body;
  const provider =
    params.id ??
    params.providerId ??
    (typeof body === 'object' && body !== null && 'provider' in body ? body.provider : null);
  return typeof provider === 'string' ? provider : null;
}

const termsConsent = z.object({ [TERMS_ACCEPTED_FIELD]: z.literal(true) });
const termsConsentData = z.object({ additionalData: termsConsent });

/**
 * Whether the request creating a user carries the confirmation of age and terms (SPEC §1):
 * sign-up's body, an ID-token sign-in's `additionalData`, or, back from a provider, the
 * `additionalData` its sign-in request put in the OAuth state.
 */
async function acceptsTerms(ctx: GenericEndpointContext | null): Promise<boolean> {
  if (!ctx) return false;
  if (termsConsent.safeParse(ctx.body).success || termsConsentData.safeParse(ctx.body).success)
    return true;
  return (
    OAUTH_CALLBACK_PATHS.has(ctx.path) && termsConsent.safeParse(await getOAuthState()).success
  );
}

const termsNotAcceptedError = () =>
  new APIError('BAD_REQUEST', {
    code: AUTH_ERROR_CODES.termsNotAccepted,
    message: AUTH_ERROR_MESSAGES.en.termsNotAccepted,
  });

export const userNotFoundError = () =>
  new APIError('UNAUTHORIZED', {
    code: AUTH_ERROR_CODES.userNotFound,
    message: 'There is no user record corresponding to these credentials.',
  });

const emailBody = z.object({ email: z.string() });
const phoneBody = z.object({ phoneNumber: z.string() }).loose();
const verifyPhoneBody = z.object({
  phoneNumber: z.string(),
  code: z.string(),
  updatePhoneNumber: z.boolean().optional(),
});

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const tooManySignIns = (message: string, retryAfterSeconds?: number) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    { code: AUTH_ERROR_CODES.tooManyRequests, message },
    retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
  );

/**
 * better-auth owns sign-up, sign-in and sessions; we keep only the glue: our user fields,
 * mails through the outbox, the web's sign-in rules (client accounts that are not disabled),
 * brute-force limits and the enabled social providers. Roles live in `user_role`.
 */
export function createAuth(options: AuthOptions) {
  const { db, mailer, failedSignIns, signInAttempts } = options;

  /**
   * Enabled accounts only, and only of the kind the calling app serves (`account-type`; the
   * web's `client` when left out): SPEC §6, ADR 0019.
   */
  async function assertMaySignIn(userId: string, accountType: string | null): Promise<void> {
    const [row] = await db
      .select({ accountType: authTables.user.accountType, disabled: authTables.user.disabled })
      .from(authTables.user)
      .where(eq(authTables.user.id, userId));
    if (!row || row.disabled || (row.accountType ?? CLIENT_ACCOUNT_TYPE) !== accountType)
      throw userNotFoundError();
  }

  async function isPhoneHeld(phone: string, { verified }: { verified: boolean }): Promise<boolean> {
    const [row] = await db
      .select({ id: authTables.user.id })
      .from(authTables.user)
      .where(
        and(
          eq(authTables.user.phoneNumber, phone),
          verified ? eq(authTables.user.phoneNumberVerified, true) : undefined,
        ),
      );
    return row !== undefined;
  }

  /**
   * The phone a social provider gave for its new user, normalised; none when it is not a valid
   * number or another account holds it: a convenience must not fail the sign-in.
   */
  async function newUserPhone(value: unknown): Promise<string | null> {
    const phone = phoneNumberSchema.safeParse(value);
    if (!phone.success || (await isPhoneHeld(phone.data, { verified: false }))) return null;
    return phone.data;
  }

  /**
   * The phone-number plugin clears the phone of every new user who has not proven it with a
   * code. A social provider's phone is kept (SPEC §4) and proven later like any changed number:
   * this plugin, listed before that one, sets it aside for the user create hook below.
   */
  const providerPhones = new WeakMap<object, unknown>();
  /** The social sign-in requests that created their user: their sign-in is a sign-up. */
  const socialSignUps = new WeakSet<object>();
  const keepProviderPhone = {
    id: 'dawa-provider-phone',
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            create: {
              async before(user: Record<string, unknown>, ctx: GenericEndpointContext | null) {
                if (ctx && SOCIAL_SIGN_UP_PATHS.has(ctx.path))
                  providerPhones.set(ctx, user.phoneNumber);
              },
            },
          },
        },
      },
    }),
  } satisfies BetterAuthPlugin;

  const phonePlugin = phoneNumber({
    otpLength: VERIFICATION_CODE_LENGTH,
    allowedAttempts: 3,
    sendOTP: ({ phoneNumber: to, code }, ctx) =>
      mailer.phoneCode(
        to,
        code,
        parseAcceptLanguage(ctx?.headers?.get('accept-language') ?? undefined) ?? DEFAULT_LANGUAGE,
      ),
  });

  return betterAuth({
    appName: 'Dawa',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins ?? [options.baseUrl],
    // Failed passwords are counted per account below; better-auth's warning per attempt is noise.
    logger: { level: 'error' },
    database: drizzleAdapter(db, { provider: 'pg', schema: authTables }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // Sign-in does not wait for verification: emailVerified is a status the client shows.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => mailer.passwordReset(recipientOf(user), token),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: ({ user, url }) => mailer.verification(recipientOf(user), url),
    },
    socialProviders: socialProviders(options.providers),
    user: {
      additionalFields: {
        accountType: { type: 'string', required: false, defaultValue: 'client', input: false },
        disabled: { type: 'boolean', required: true, defaultValue: false, input: false },
        // No default here: the create hook falls back to the request's Accept-Language.
        language: { type: 'string', required: false, input: true },
        countryCode: { type: 'string', required: false, input: false },
        countryName: { type: 'string', required: false, input: false },
        idNumber: { type: 'string', required: false, input: false },
        userType: { type: 'string', required: false, input: false },
        userCategory: { type: 'string', required: false, input: false },
        avatar: { type: 'string', required: false, input: false },
        lastSeenAt: { type: 'date', required: false, input: false },
        termsAcceptedAt: { type: 'date', required: false, input: false },
        termsVersion: { type: 'string', required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          async before(user, ctx) {
            // Every way to create an account passes here: none without the confirmation.
            if (!(await acceptsTerms(ctx))) throw termsNotAcceptedError();
            const language = isLanguage(user.language)
              ? user.language
              : (parseAcceptLanguage(ctx?.headers?.get('accept-language') ?? undefined) ??
                DEFAULT_LANGUAGE);
            return {
              data: {
                ...user,
                language,
                termsAcceptedAt: new Date(),
                termsVersion: TERMS_VERSION,
                avatar: typeof user.avatar === 'string' ? user.avatar : (user.image ?? null),
                ...(ctx && providerPhones.has(ctx)
                  ? { phoneNumber: await newUserPhone(providerPhones.get(ctx)) }
                  : {}),
              },
            };
          },
          async after(user, ctx) {
            if (ctx && socialProviderOf(ctx)) socialSignUps.add(ctx);
            await mailer.welcome({ ...recipientOf(user), language: languageOf(user) });
          },
        },
      },
      account: {
        create: {
          async after(account) {
            if (!enabledProviders(options.providers).some((id) => id === account.providerId))
              return;
            for (const hook of options.socialAccountHooks ?? [])
              await hook({ userId: account.userId, providerId: account.providerId });
          },
        },
      },
      session: {
        create: {
          // Every way in (password, phone code, social, OIDC) creates a session here.
          async before(session, context) {
            await assertMaySignIn(
              session.userId,
              context?.headers ? requestedAccountType(context.headers) : CLIENT_ACCOUNT_TYPE,
            );
          },
          async after(session, context) {
            const providerId = context && socialProviderOf(context);
            if (!context || !providerId) return;
            const signIn: SocialSignIn = {
              userId: session.userId,
              providerId,
              signUp: socialSignUps.has(context),
              language:
                parseAcceptLanguage(context.headers?.get('accept-language') ?? undefined) ??
                DEFAULT_LANGUAGE,
            };
            for (const hook of options.socialSignInHooks ?? []) await hook(signIn);
          },
        },
        delete: {
          // Every way out (sign-out, revocation, password change or reset) deletes it here.
          async after(session) {
            options.onSessionEnded?.({ userId: session.userId });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') {
          const body = emailBody.safeParse(ctx.body);
          if (!body.success) return;
          const email = normaliseEmail(body.data.email);
          if (await failedSignIns.isLimited(email))
            throw tooManySignIns('Too many failed sign-ins for this account. Try again later.');
          const address = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
          await signInAttempts.consume(`${address} ${email}`).catch((error: unknown) => {
            if (!(error instanceof RateLimitedError)) throw error;
            throw tooManySignIns(
              'Too many sign-ins to this account from here. Try again in a minute.',
              error.retryAfterSeconds,
            );
          });
          return;
        }
        if (ctx.path !== '/phone-number/send-otp' && ctx.path !== '/phone-number/verify') return;
        const body = phoneBody.safeParse(ctx.body);
        const phone = phoneNumberSchema.safeParse(body.data?.phoneNumber);
        if (!body.success || !phone.success)
          throw new APIError('BAD_REQUEST', {
            code: AUTH_ERROR_CODES.invalidPhoneNumber,
            message: 'Invalid phone number.',
          });
        const normalised = { ...body.data, phoneNumber: phone.data };
        const verify = verifyPhoneBody.safeParse(normalised);
        if (
          verify.success &&
          !verify.data.updatePhoneNumber &&
          !(await isPhoneHeld(phone.data, { verified: true }))
        ) {
          // Check (and spend) the code first, so only the phone's holder learns the number is unknown.
          await phonePlugin.endpoints.consumePhoneNumberOTP({
            ...ctx,
            method: 'POST',
            // Called as a function: throw the APIError instead of answering with a Response.
            asResponse: false,
            returnHeaders: false,
            body: { phoneNumber: phone.data, code: verify.data.code },
          });
          throw userNotFoundError();
        }
        return { context: { body: normalised } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const returned = ctx.context.returned;
        const body = emailBody.safeParse(ctx.body);
        if (
          !body.success ||
          !isAPIError(returned) ||
          returned.body?.code !== 'INVALID_EMAIL_OR_PASSWORD'
        )
          return;
        // The 10th failure still answers "wrong password"; the next attempt is refused up front.
        await failedSignIns.consume(normaliseEmail(body.data.email)).catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
        });
      }),
    },
    rateLimit: {
      enabled: true,
      window: 10,
      max: 100,
      customRules: {
        '/sign-in/email': SIGN_IN_RATE,
        '/sign-up/email': SIGN_UP_RATE,
        '/sign-in/social': SOCIAL_SIGN_IN_RATE,
        // A 256-bit one-use token cannot be guessed: only the address ceiling applies.
        [STORAGE_TOKEN_PATH]: SIGN_IN_RATE,
        // Read on every page load; better-auth's window restarts with each request, so under
        // steady traffic from one office network it would never reset and users would look signed out.
        '/get-session': false,
      },
      customStorage: options.rateLimitStorage,
    },
    advanced: {
      cookiePrefix: 'dawa',
      useSecureCookies: options.secureCookies,
      // Its callback URL checks stay on (better-auth skips them under NODE_ENV=test otherwise).
      disableOriginCheck: false,
      // The HTTP layer's rule on pages of other sites covers every route (ADR 0014);
      // better-auth's own refused native clients that keep cookies and send no Origin.
      disableCSRFCheck: true,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => newId() },
    },
    plugins: [
      bearer(),
      keepProviderPhone,
      phonePlugin,
      storageTokenPlugin,
      genericOAuth({ config: oidcProvider(options.providers) }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

import {
  CLIENT_ACCOUNT_TYPE,
  IAM_ERRORS,
  isRegistrationComplete,
  splitFullName,
  USER_STATUSES,
  type AuthProvider,
} from '@dawa/shared/accounts';
import {
  profileInputSchema,
  userInviteInputSchema,
  userRolesInputSchema,
  verificationCodeSchema,
  welcomeEmailInputSchema,
} from '@dawa/shared/accountInput';
import { emailSchema } from '@dawa/shared/contactInput';
import type { Language } from '@dawa/shared/language';
import { can } from '@dawa/shared/access';
import { ROLES, type Role } from '@dawa/shared/roles';
import { randomBytes } from 'node:crypto';
import { and, count, eq, exists, gte, ilike, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { isAPIError } from 'better-auth/api';
import { z } from 'zod';
import { normaliseEmail } from '../../platform/auth/auth';
import {
  invitationMail,
  languageOf,
  recipientOf,
  welcomeMail,
} from '../../platform/auth/auth.mailer';
import { session, user, verification } from '../../platform/auth/auth.tables';
import { enabledProviders, providerSettings } from '../../platform/auth/providers';
import { issueStorageToken } from '../../platform/auth/storageToken';
import { userRole } from '../../platform/auth/roles.tables';
import type { Db } from '../../platform/db/db';
import {
  AppError,
  forbidden,
  notFound,
  parseInput,
  requireAccess,
  requireSignedIn,
} from '../../platform/errors';
import { newId } from '../../platform/db/ids';
import { escapeLike } from '../../platform/db/like';
import { tablePage, type TableArgs, type TablePage } from '../../platform/graphql/pagination';
import { beforeAfter, type Actor } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';
import type { Platform } from '../../platform/platform';
import {
  claimReplacingUpload,
  discardAttachedUploads,
  discardUploadsOf,
  removeDiscardedFilesNow,
  uploadUrls,
} from '../uploads/uploads.service';
import {
  ACCOUNT_MAIL_PER_USER,
  PHONE_CODE_PER_USER,
  PASSWORD_RESET_PER_ADDRESS,
  PASSWORD_RESET_PER_IP,
  STORAGE_TOKENS_PER_USER,
  assertMayDelete,
  assertMayDisable,
  assertMaySetRoles,
  requireIamManager,
} from './accounts.policy';

export interface AccountsRequest {
  viewer: Viewer | null;
  actor: Actor;
  ip: string;
  language: Language;
}

type UserRow = typeof user.$inferSelect;

/** The current user of SPEC §3, as `authMe` returns it. */
export interface CurrentUser {
  id: string;
  authenticationUid: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  countryCode: string | null;
  countryName: string | null;
  avatar: string | null;
  accountType: string;
  disabled: boolean;
  language: Language;
  idNumber: string | null;
  userType: string | null;
  userCategory: string | null;
  roles: Role[];
  registrationComplete: boolean;
  lastSeenAt: Date | null;
  termsAcceptedAt: Date | null;
  termsVersion: string | null;
  createdAt: Date;
}

/** A user as the IAM screens see them. */
export interface IamUser {
  id: string;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  accountType: string;
  roles: Role[];
  disabled: boolean;
  createdAt: Date;
}

function toCurrentUser(row: UserRow, roles: Role[]): CurrentUser {
  return {
    id: row.id,
    authenticationUid: row.id,
    fullName: row.name,
    ...splitFullName(row.name),
    email: row.email,
    emailVerified: row.emailVerified,
    phoneNumber: row.phoneNumber,
    phoneNumberVerified: row.phoneNumberVerified ?? false,
    countryCode: row.countryCode,
    countryName: row.countryName,
    avatar: row.avatar ?? row.image,
    accountType: row.accountType ?? CLIENT_ACCOUNT_TYPE,
    disabled: row.disabled,
    language: languageOf(row),
    idNumber: row.idNumber,
    userType: row.userType,
    userCategory: row.userCategory,
    roles,
    registrationComplete: isRegistrationComplete(row),
    lastSeenAt: row.lastSeenAt,
    termsAcceptedAt: row.termsAcceptedAt,
    termsVersion: row.termsVersion,
    createdAt: row.createdAt,
  };
}

function toIamUser(row: UserRow, roles: Role[]): IamUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.name,
    phoneNumber: row.phoneNumber,
    accountType: row.accountType ?? CLIENT_ACCOUNT_TYPE,
    roles,
    disabled: row.disabled,
    createdAt: row.createdAt,
  };
}

async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row;
}

async function rolesOf(db: Db, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: userRole.role })
    .from(userRole)
    .where(eq(userRole.userId, userId));
  return rows.map((row) => row.role);
}

/** The target of an IAM operation, with its roles; NOT_FOUND when there is none. */
async function loadTarget(db: Db, userId: string): Promise<{ row: UserRow; roles: Role[] }> {
  const row = await findUser(db, userId);
  if (!row) throw notFound('User');
  return { row, roles: await rolesOf(db, userId) };
}

export async function getCurrentUser(
  platform: Platform,
  viewer: Viewer | null,
): Promise<CurrentUser> {
  const { id } = requireSignedIn(viewer);
  const row = await findUser(platform.database.db, id);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
  return toCurrentUser(row, await rolesOf(platform.database.db, id));
}

export function isEmailConfigured(platform: Platform): boolean {
  return platform.config.SMTP_URL !== undefined;
}

export function listAuthProviders(platform: Platform): AuthProvider[] {
  return enabledProviders(providerSettings(platform.config));
}

/** SPEC §3 profile update: only the fields given change; one audit event lists them. */
export async function updateProfile(
  platform: Platform,
  request: AccountsRequest,
  input: unknown,
): Promise<CurrentUser> {
  const viewer = requireSignedIn(request.viewer);
  const data = parseInput(profileInputSchema, input);
  const saved = await platform.transact(request.actor, async (tx, record) => {
    const current = await findUser(tx, viewer.id);
    if (!current) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
    const phoneChanges = data.phoneNumber !== undefined && data.phoneNumber !== current.phoneNumber;
    if (phoneChanges && data.phoneNumber) {
      const [holder] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.phoneNumber, data.phoneNumber), ne(user.id, viewer.id)));
      if (holder)
        throw new AppError('CONFLICT', 'This phone number is already in use.', [
          { path: 'phoneNumber', message: IAM_ERRORS.phoneNumberInUse },
        ]);
    }
    // A picture comes only through the upload pipeline (claimed, re-encoded, the user's own):
    // a link could point at anything, including another user's private upload. A client that
    // sends back the avatar it read changes nothing.
    if (typeof data.avatar === 'string' && data.avatar !== current.avatar)
      throw new AppError('VALIDATION', 'Upload the picture; a link to one cannot be used.', [
        { path: 'avatar', message: IAM_ERRORS.avatarNotUploaded },
      ]);
    const avatar = data.avatarUploadId
      ? uploadUrls(
          await claimReplacingUpload(tx, record, {
            uploadId: data.avatarUploadId,
            ownerId: viewer.id,
            purpose: 'avatar',
            attachTo: `user:${viewer.id}`,
            field: 'avatarUploadId',
          }),
        ).url
      : data.avatar;
    // Removing the picture releases the uploaded one.
    if (data.avatar === null)
      await discardAttachedUploads(tx, record, `user:${viewer.id}`, { reason: 'removed' });
    const changes: PgUpdateSetSource<typeof user> = {
      name: data.fullName,
      countryCode: data.countryCode,
      countryName: data.countryName,
      // better-auth's own picture too, so the session (header avatar) shows the same one.
      avatar,
      image: avatar,
      idNumber: data.idNumber,
      userType: data.userType,
      userCategory: data.userCategory,
      language: data.language,
      // A new number must be proven again before it can sign in (phone code).
      ...(phoneChanges ? { phoneNumber: data.phoneNumber, phoneNumberVerified: false } : {}),
    };
    const changed = Object.keys(changes).filter(
      (key) => changes[key as keyof typeof changes] !== undefined,
    );
    if (changed.length === 0) return toCurrentUser(current, await rolesOf(tx, viewer.id));
    const [updated] = await tx.update(user).set(changes).where(eq(user.id, viewer.id)).returning();
    if (!updated) throw new Error('user update returned no row');
    await record({
      entity: 'user',
      entityId: viewer.id,
      action: 'updateProfile',
      values: {
        fields: changed,
        ...beforeAfter(current, updated, changed as (keyof UserRow)[]),
      },
    });
    return toCurrentUser(updated, await rolesOf(tx, viewer.id));
  });
  if (data.avatar !== undefined || data.avatarUploadId !== undefined)
    await removeDiscardedFilesNow(platform);
  return saved;
}

/** The signed-in user's saved number that no code has proven yet (a changed number). */
async function unprovenPhoneNumber(db: Db, userId: string): Promise<string> {
  const row = await findUser(db, userId);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
  if (!row.phoneNumber)
    throw new AppError('VALIDATION', 'Add a mobile number first.', [
      { path: 'phoneNumber', message: IAM_ERRORS.phoneNumberMissing },
    ]);
  if (row.phoneNumberVerified)
    throw new AppError('CONFLICT', 'This number is already verified.', [
      { path: 'phoneNumber', message: IAM_ERRORS.phoneNumberVerified },
    ]);
  return row.phoneNumber;
}

/** SMS the signed-in user a code for their saved, unproven number (better-auth's phone plugin). */
export async function sendPhoneVerificationCode(
  platform: Platform,
  request: AccountsRequest & { language: Language },
): Promise<boolean> {
  const viewer = requireSignedIn(request.viewer);
  const phoneNumber = await unprovenPhoneNumber(platform.database.db, viewer.id);
  await platform.rateLimiter('phoneVerificationCode', PHONE_CODE_PER_USER).consume(viewer.id);
  await platform.auth.api.sendPhoneNumberOTP({
    body: { phoneNumber },
    headers: new Headers({ 'accept-language': request.language }),
  });
  return true;
}

const CODE_ERRORS: Readonly<Record<string, string>> = {
  INVALID_OTP: IAM_ERRORS.wrongCode,
  OTP_EXPIRED: IAM_ERRORS.codeExpired,
  OTP_NOT_FOUND: IAM_ERRORS.codeExpired,
  TOO_MANY_ATTEMPTS: IAM_ERRORS.tooManyAttempts,
};

/**
 * Proves the saved number with the code sent to it; from then on it signs in by phone. The
 * code is checked (and spent) by better-auth; a number changed meanwhile stays unproven.
 */
export async function verifyPhoneNumber(
  platform: Platform,
  request: AccountsRequest,
  input: unknown,
): Promise<CurrentUser> {
  const viewer = requireSignedIn(request.viewer);
  const { code } = parseInput(z.object({ code: verificationCodeSchema }), input);
  const phoneNumber = await unprovenPhoneNumber(platform.database.db, viewer.id);
  try {
    await platform.auth.api.consumePhoneNumberOTP({ body: { phoneNumber, code } });
  } catch (error) {
    const reason = isAPIError(error) ? CODE_ERRORS[String(error.body?.code)] : undefined;
    if (!reason) throw error;
    throw new AppError('VALIDATION', 'The code is not valid.', [{ path: 'code', message: reason }]);
  }
  return platform.transact(request.actor, async (tx, record) => {
    const [updated] = await tx
      .update(user)
      .set({ phoneNumberVerified: true })
      .where(and(eq(user.id, viewer.id), eq(user.phoneNumber, phoneNumber)))
      .returning();
    if (!updated)
      throw new AppError('CONFLICT', 'Your number changed meanwhile: ask for a new code.', [
        { path: 'code', message: IAM_ERRORS.codeExpired },
      ]);
    await record({ entity: 'user', entityId: viewer.id, action: 'verifyPhoneNumber' });
    return toCurrentUser(updated, await rolesOf(tx, viewer.id));
  });
}

/**
 * SPEC §7 `authStorageToken`: a one-use sign-in token for another context of the viewer's own
 * (ADR 0019), exchanged at `POST /api/auth/sign-in/storage-token`. Limited like the mails, so
 * a stolen session cannot mint tokens in bulk.
 */
export async function issueSignInToken(
  platform: Platform,
  request: AccountsRequest,
): Promise<string> {
  const viewer = requireSignedIn(request.viewer);
  await platform.rateLimiter('storageToken', STORAGE_TOKENS_PER_USER).consume(viewer.id);
  const { internalAdapter } = await platform.auth.$context;
  const { token } = await issueStorageToken(internalAdapter, viewer.id);
  await platform.transact(request.actor, async (_tx, record) => {
    await record({ entity: 'user', entityId: viewer.id, action: 'issueStorageToken' });
  });
  return token;
}

/** Admins may send it to anyone; a user only to their own address. */
export async function sendWelcomeEmail(
  platform: Platform,
  request: AccountsRequest,
  input: unknown,
): Promise<boolean> {
  const viewer = requireSignedIn(request.viewer);
  const data = parseInput(welcomeEmailInputSchema, input);
  const { db } = platform.database;
  const self = await findUser(db, viewer.id);
  const isSelf = self !== undefined && normaliseEmail(self.email) === normaliseEmail(data.email);
  if (!isSelf && !can(viewer.roles, 'users', 'write')) throw forbidden();
  const [target] = isSelf
    ? [self]
    : await db
        .select()
        .from(user)
        .where(sql`lower(${user.email}) = ${normaliseEmail(data.email)}`);
  if (!target) throw notFound('User');
  await platform.rateLimiter('welcomeEmail', ACCOUNT_MAIL_PER_USER).consume(target.id);
  await platform.transact(request.actor, async (tx, record) => {
    await platform.outbox.enqueueMail(
      tx,
      welcomeMail(platform.config.publicUrl, { ...recipientOf(target), name: data.name }),
    );
    await record({ entity: 'user', entityId: target.id, action: 'sendWelcomeEmail' });
  });
  return true;
}

export async function sendEmailVerification(
  platform: Platform,
  request: AccountsRequest,
): Promise<boolean> {
  const viewer = requireSignedIn(request.viewer);
  const row = await findUser(platform.database.db, viewer.id);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please sign in first.');
  if (row.emailVerified) throw new AppError('CONFLICT', 'Your e-mail address is already verified.');
  await platform.rateLimiter('verificationEmail', ACCOUNT_MAIL_PER_USER).consume(viewer.id);
  await platform.auth.api.sendVerificationEmail({
    body: { email: row.email, callbackURL: `/${languageOf(row)}` },
  });
  return true;
}

/** Answers the same whether the address has an account or not (no enumeration). */
export async function sendPasswordResetEmail(
  platform: Platform,
  request: AccountsRequest,
  email: unknown,
): Promise<boolean> {
  const address = parseInput(z.object({ email: emailSchema }), { email }).email;
  await platform.rateLimiter('passwordReset', PASSWORD_RESET_PER_IP).consume(request.ip);
  await platform
    .rateLimiter('passwordResetAddress', PASSWORD_RESET_PER_ADDRESS)
    .consume(normaliseEmail(address));
  await platform.auth.api.requestPasswordReset({ body: { email: address } });
  return true;
}

export async function deleteUser(
  platform: Platform,
  request: AccountsRequest,
  uid: string,
): Promise<boolean> {
  const viewer = requireIamManager(request.viewer);
  await platform.transact(request.actor, async (tx, record) => {
    const target = await loadTarget(tx, uid);
    assertMayDelete(viewer, { id: uid, roles: target.roles });
    // Uploads first, so each leaves an audit event and its files are queued for deletion.
    await discardUploadsOf(tx, record, uid);
    // Sessions, linked accounts, roles and posts go with the user (ON DELETE CASCADE).
    await tx.delete(user).where(eq(user.id, uid));
    await record({
      entity: 'user',
      entityId: uid,
      action: 'delete',
      values: { email: target.row.email },
    });
  });
  await removeDiscardedFilesNow(platform);
  return true;
}

export async function setUserRoles(
  platform: Platform,
  request: AccountsRequest,
  input: unknown,
): Promise<IamUser> {
  const viewer = requireIamManager(request.viewer);
  const data = parseInput(userRolesInputSchema, input);
  const roles = [...new Set(data.roles)];
  return platform.transact(request.actor, async (tx, record) => {
    const target = await loadTarget(tx, data.userId);
    assertMaySetRoles(viewer, { id: data.userId, roles: target.roles }, roles);
    await tx.delete(userRole).where(eq(userRole.userId, data.userId));
    if (roles.length)
      await tx.insert(userRole).values(roles.map((role) => ({ userId: data.userId, role })));
    await record({
      entity: 'user',
      entityId: data.userId,
      action: 'setRoles',
      values: {
        roles,
        ...beforeAfter({ roles: target.roles.toSorted() }, { roles: roles.toSorted() }),
      },
    });
    return toIamUser(target.row, roles);
  });
}

export async function setUserDisabled(
  platform: Platform,
  request: AccountsRequest,
  userId: string,
  disabled: boolean,
): Promise<IamUser> {
  const viewer = requireIamManager(request.viewer);
  return platform.transact(request.actor, async (tx, record) => {
    const target = await loadTarget(tx, userId);
    assertMayDisable(viewer, { id: userId, roles: target.roles });
    const [updated] = await tx
      .update(user)
      .set({ disabled })
      .where(eq(user.id, userId))
      .returning();
    if (!updated) throw new Error('user update returned no row');
    // Sessions live only in the database, so this signs the user out everywhere at once.
    if (disabled) await tx.delete(session).where(eq(session.userId, userId));
    await record({
      entity: 'user',
      entityId: userId,
      action: disabled ? 'disable' : 'enable',
      values: beforeAfter({ disabled: target.row.disabled }, { disabled }),
    });
    return toIamUser(updated, target.roles);
  });
}

/**
 * SPEC §7 "disconnected timestamp". Not an audited change: it happens at every disconnect,
 * and only the latest value matters.
 */
export async function markLastSeen(platform: Platform, userId: string): Promise<void> {
  await platform.database.db
    .update(user)
    .set({ lastSeenAt: new Date() })
    .where(eq(user.id, userId));
}

/** The IAM table's filters (issue #16): each narrows the list; none given lists everyone. */
export interface UserFilter {
  /** Part of the name, e-mail or phone number. */
  search?: string | null;
  role?: string | null;
  status?: string | null;
  accountType?: string | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
}

const userFilterSchema = z.object({
  search: z.string().trim().max(200).nullish(),
  role: z.enum(ROLES).nullish(),
  status: z.enum(USER_STATUSES).nullish(),
  accountType: z.string().trim().max(40).nullish(),
  createdFrom: z.date().nullish(),
  createdTo: z.date().nullish(),
});

const USER_SORTS = {
  fullName: user.name,
  email: user.email,
  accountType: user.accountType,
  createdAt: user.createdAt,
};

/** IAM: one page of users with their roles, filtered and sorted as the table asks. */
export async function listUsers(
  platform: Platform,
  viewer: Viewer | null,
  filterInput: unknown,
  args: TableArgs,
): Promise<TablePage<IamUser>> {
  requireAccess(viewer, 'users', 'read');
  const filter = parseInput(userFilterSchema, filterInput ?? {});
  const { db } = platform.database;
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
  const where = and(
    pattern
      ? or(ilike(user.name, pattern), ilike(user.email, pattern), ilike(user.phoneNumber, pattern))
      : undefined,
    filter.role
      ? exists(
          db
            .select({ one: sql`1` })
            .from(userRole)
            .where(and(eq(userRole.userId, user.id), eq(userRole.role, filter.role))),
        )
      : undefined,
    filter.status ? eq(user.disabled, filter.status === 'disabled') : undefined,
    filter.accountType
      ? filter.accountType === CLIENT_ACCOUNT_TYPE
        ? or(eq(user.accountType, CLIENT_ACCOUNT_TYPE), isNull(user.accountType))
        : eq(user.accountType, filter.accountType)
      : undefined,
    filter.createdFrom ? gte(user.createdAt, filter.createdFrom) : undefined,
    filter.createdTo ? lte(user.createdAt, filter.createdTo) : undefined,
  );
  const page = await tablePage({
    args,
    sortable: USER_SORTS,
    defaultSort: { key: 'createdAt', descending: true },
    tiebreak: user.id,
    count: async () => (await db.select({ n: count() }).from(user).where(where))[0]?.n ?? 0,
    query: (order, limit, offset) =>
      db
        .select()
        .from(user)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
  const roles = await rolesOfMany(
    db,
    page.items.map((row) => row.id),
  );
  return { ...page, items: page.items.map((row) => toIamUser(row, roles.get(row.id) ?? [])) };
}

async function rolesOfMany(db: Db, userIds: string[]): Promise<Map<string, Role[]>> {
  const byUser = new Map<string, Role[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRole.userId, role: userRole.role })
    .from(userRole)
    .where(inArray(userRole.userId, userIds));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.role]);
  return byUser;
}

/** How long the set-password link of an invitation works. */
export const INVITATION_VALID_SECONDS = 7 * 24 * 60 * 60;

/**
 * IAM invites a user by e-mail (issue #16): the account, its roles, a set-password link and the
 * mail carrying it are stored in one transaction (the mail leaves through the outbox). The link
 * is better-auth's own password-reset token, so following it sets the first password; the user
 * has no password until then. CONFLICT `userEmailExists` when the address has an account.
 */
export async function inviteUser(
  platform: Platform,
  request: AccountsRequest,
  input: unknown,
): Promise<IamUser> {
  const viewer = requireIamManager(request.viewer);
  const data = parseInput(userInviteInputSchema, input);
  const roles = [...new Set(data.roles)];
  const email = normaliseEmail(data.email);
  const id = newId();
  assertMaySetRoles(viewer, { id, roles: [] }, roles);
  const token = randomBytes(24).toString('base64url');
  return platform.transact(request.actor, async (tx, record) => {
    const [taken] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`);
    const [created] = taken
      ? []
      : await tx
          .insert(user)
          .values({ id, name: data.fullName, email, language: request.language })
          .onConflictDoNothing()
          .returning();
    if (!created)
      throw new AppError('CONFLICT', 'User with this email already exists.', [
        { path: 'email', message: IAM_ERRORS.userEmailExists },
      ]);
    if (roles.length) await tx.insert(userRole).values(roles.map((role) => ({ userId: id, role })));
    await tx.insert(verification).values({
      id: newId(),
      identifier: `reset-password:${token}`,
      value: id,
      expiresAt: new Date(Date.now() + INVITATION_VALID_SECONDS * 1000),
    });
    await platform.outbox.enqueueMail(
      tx,
      invitationMail(platform.config.publicUrl, recipientOf(created), token),
    );
    await record({ entity: 'user', entityId: id, action: 'invite', values: { email, roles } });
    return toIamUser(created, roles);
  });
}

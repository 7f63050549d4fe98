import { z } from 'zod';
import { emailSchema } from './contact';
import { LANGUAGES } from './language';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './limits';
import { ROLES } from './roles';

/**
 * Account rules shared by the web forms and the API (SPEC §3, §5, §6). Messages are
 * catalogue keys under `validation.`.
 */

/** `client` is the web app's account type; any other value is a non-web account (SPEC §6). */
export const CLIENT_ACCOUNT_TYPE = 'client';

/** Identity-provider error codes of SPEC §8, sent by /api/auth as `code`. */
export const AUTH_ERROR_CODES = {
  userNotFound: 'auth/user-not-found',
  tooManyRequests: 'auth/too-many-requests',
  invalidPhoneNumber: 'auth/invalid-phone-number',
  /** A used, expired or unknown `authStorageToken` (ADR 0019). */
  invalidStorageToken: 'auth/invalid-storage-token',
  /** A sign-up without the confirmation of age and terms (`TERMS_ACCEPTED_FIELD`). */
  termsNotAccepted: 'auth/terms-not-accepted',
} as const;

/** Social and OIDC sign-in providers the server may enable (`authProviders`). */
export const AUTH_PROVIDERS = ['google', 'facebook', 'twitter', 'oidc'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/**
 * Egyptian mobile numbers as people type them (`+20 101 234 5678`, `0020…`, dashes) in the
 * one form stored and matched: 11 digits starting with 01 (SPEC §5).
 */
export function normalisePhoneNumber(value: string): string {
  const compact = value.trim().replace(/[\s\-().]/g, '');
  if (compact.startsWith('+20')) return `0${compact.slice(3)}`;
  if (compact.startsWith('0020')) return `0${compact.slice(4)}`;
  return compact;
}

export const phoneNumberSchema = z
  .string({ error: 'invalidPhone' })
  .transform(normalisePhoneNumber)
  .pipe(z.string().regex(/^01[0125]\d{8}$/, { error: 'invalidPhone' }));

export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: 'invalidCode' });

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'invalidPassword' })
  .max(128, { error: 'invalidPassword' });

const nameSchema = z.string().trim().min(2, { error: 'invalidName' }).max(120, {
  error: 'invalidName',
});

export const signUpInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'invalidPassword' }),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const phoneSignInInputSchema = z.object({
  phoneNumber: phoneNumberSchema,
  code: verificationCodeSchema,
});
export type PhoneSignInInput = z.infer<typeof phoneSignInInputSchema>;

/**
 * An https URL, a file we serve (`/files/<key>`) or a storage key (no `..`). The server takes
 * only `null` or the avatar the user has now (a picture comes as `avatarUploadId`).
 */
const avatarSchema = z
  .string()
  .trim()
  .max(2048, { error: 'invalidAvatar' })
  .refine(
    (value) =>
      /^https?:\/\/[^\s]+$/.test(value) || /^(?!.*\.\.)(\/files\/)?[\w-]+(\/[\w.-]+)*$/.test(value),
    { error: 'invalidAvatar' },
  );

/**
 * What the user does (SPEC §6 `userType`): the professions of Egyptian healthcare that Dawa
 * serves. Labels live in the web's auth catalogues under `registration.userTypes.`.
 */
export const USER_TYPES = [
  'pharmacist',
  'pharmacyOwner',
  'pharmacyAssistant',
  'doctor',
  'dentist',
  'nurse',
  'student',
  'other',
] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * Where the user works (SPEC §6 `userCategory`): the sector. Labels live under
 * `registration.userCategories.`.
 */
export const USER_CATEGORIES = [
  'communityPharmacy',
  'hospital',
  'clinic',
  'industry',
  'distribution',
  'academia',
  'other',
] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];

const shortText = (key: string, max: number) =>
  z.string().trim().min(1, { error: key }).max(max, { error: key });

/**
 * Profile update (SPEC §3 plus the registration fields of §6). Every field is optional: a
 * missing one is left as it is; `null` clears the clearable ones.
 */
export const profileInputSchema = z
  .object({
    fullName: nameSchema.optional(),
    phoneNumber: phoneNumberSchema.nullish(),
    countryCode: z
      .string()
      .trim()
      .regex(/^(\+\d{1,4}|[A-Za-z]{2})$/, { error: 'invalidCountryCode' })
      .nullish(),
    countryName: shortText('invalidCountryName', 80).nullish(),
    avatar: avatarSchema.nullish(),
    /** A picture uploaded for purpose `avatar` (`/api/uploads`); becomes the avatar. */
    avatarUploadId: z.string().trim().min(1, { error: 'invalidAvatar' }).optional(),
    language: z.enum(LANGUAGES, { error: 'invalidLanguage' }).optional(),
    idNumber: shortText('invalidIdNumber', 40).nullish(),
    userType: z.enum(USER_TYPES, { error: 'invalidUserType' }).nullish(),
    userCategory: z.enum(USER_CATEGORIES, { error: 'invalidUserCategory' }).nullish(),
  })
  .refine((input) => input.avatar === undefined || input.avatarUploadId === undefined, {
    path: ['avatarUploadId'],
    error: 'invalidAvatar',
  });

export const welcomeEmailInputSchema = z.object({ email: emailSchema, name: nameSchema });

export const userRolesInputSchema = z.object({
  userId: z.string().trim().min(1, { error: 'invalidUser' }),
  roles: z.array(z.enum(ROLES, { error: 'invalidRole' })).max(ROLES.length),
});

/** IAM invites a user by e-mail, with the roles to start with (SPEC §6, issue #16). */
export const userInviteInputSchema = z.object({
  email: emailSchema,
  fullName: nameSchema,
  roles: userRolesInputSchema.shape.roles,
});
export type UserInviteInput = z.infer<typeof userInviteInputSchema>;

/** The IAM list's filters (SPEC §3 user fields); every one optional. */
export const USER_STATUSES = ['enabled', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** SPEC §6: registration is complete when these four are present. */
export function isRegistrationComplete(user: {
  phoneNumber?: string | null;
  idNumber?: string | null;
  userType?: string | null;
  userCategory?: string | null;
}): boolean {
  return Boolean(user.phoneNumber && user.idNumber && user.userType && user.userCategory);
}

/** First word is the first name, the rest the last name (`Mona El Sayed` → Mona / El Sayed). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Catalogue keys (under `errors.iam.`) of the IAM rules of SPEC §6 / §8. */
export const IAM_ERRORS = {
  cannotDisableSelf: 'cannotDisableSelf',
  cannotRevokeOwnOwner: 'cannotRevokeOwnOwner',
  cannotDeleteSelf: 'cannotDeleteSelf',
  onlyOwnerManagesOwners: 'onlyOwnerManagesOwners',
  /** SPEC §8 'User with this email already exists' (inviting an address that has an account). */
  userEmailExists: 'userEmailExists',
  phoneNumberInUse: 'phoneNumberInUse',
  /** A profile picture given as a link rather than uploaded (only `null` removes it). */
  avatarNotUploaded: 'avatarNotUploaded',
  /** Proving the saved number: there is none, or it is proven already. */
  phoneNumberMissing: 'phoneNumberMissing',
  phoneNumberVerified: 'phoneNumberVerified',
  /** The code sent to the number (better-auth's INVALID_OTP, OTP_EXPIRED, TOO_MANY_ATTEMPTS). */
  wrongCode: 'wrongCode',
  codeExpired: 'codeExpired',
  tooManyAttempts: 'tooManyAttempts',
} as const;

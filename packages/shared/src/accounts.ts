/**
 * Account rules shared by the web forms and the API (SPEC §3, §5, §6). Messages are
 * catalogue keys under `validation.`.
 */

/** `client` is the web app's account type; any other value is a non-web account (SPEC §6). */
export const CLIENT_ACCOUNT_TYPE = 'client';

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

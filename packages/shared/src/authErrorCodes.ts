/**
 * Identity-provider error codes of SPEC §8, sent by /api/auth as `code`. A module of their own:
 * the web app's shell needs a code, not the schemas (accounts.ts) nor the messages and the map
 * of better-auth's codes (authErrors.ts), which the auth forms load with them.
 */
export const AUTH_ERROR_CODES = {
  userNotFound: 'auth/user-not-found',
  tooManyRequests: 'auth/too-many-requests',
  invalidPhoneNumber: 'auth/invalid-phone-number',
  /** A used, expired or unknown `authStorageToken` (ADR 0019). */
  invalidStorageToken: 'auth/invalid-storage-token',
  /** A sign-up without the confirmation of age and terms (`TERMS_ACCEPTED_FIELD`). */
  termsNotAccepted: 'auth/terms-not-accepted',
} as const;

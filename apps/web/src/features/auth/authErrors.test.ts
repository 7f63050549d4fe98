import { describe, expect, it } from 'vitest';
import { apiAuthErrorKey, authErrorKey, socialErrorKey } from './authErrors';

const failure = (status: number, code?: string) => ({
  status,
  statusText: 'x',
  ...(code ? { code, message: code } : {}),
});

describe('authErrorKey', () => {
  it.each([
    [failure(401, 'INVALID_EMAIL_OR_PASSWORD'), 'credentialsNotRecognized'],
    [failure(401, 'INVALID_PASSWORD'), 'credentialsNotRecognized'],
    [failure(404, 'USER_NOT_FOUND'), 'credentialsNotRecognized'],
    [failure(422, 'USER_ALREADY_EXISTS'), 'emailInUse'],
    [failure(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'), 'emailInUse'],
    [failure(400, 'INVALID_EMAIL'), 'invalidEmail'],
    [failure(400, 'PASSWORD_TOO_SHORT'), 'weakPassword'],
    [failure(400, 'PASSWORD_TOO_LONG'), 'invalidPassword'],
    [failure(403, 'BANNED_USER'), 'accountDisabled'],
    [failure(403, 'EMAIL_NOT_VERIFIED'), 'emailNotVerified'],
    [failure(422, 'SOCIAL_ACCOUNT_ALREADY_LINKED'), 'credentialsInUse'],
    [failure(400, 'INVALID_TOKEN'), 'invalidResetLink'],
    [failure(401, 'auth/user-not-found'), 'userNotFound'],
    [failure(400, 'auth/invalid-phone-number'), 'invalidPhoneNumber'],
    [failure(400, 'INVALID_OTP'), 'wrongCode'],
    [failure(400, 'OTP_EXPIRED'), 'codeExpired'],
    [failure(400, 'OTP_NOT_FOUND'), 'codeExpired'],
    [failure(403, 'TOO_MANY_ATTEMPTS'), 'tooManyAttempts'],
    [failure(429, 'auth/too-many-requests'), 'rateLimited'],
  ])('maps better-auth code of %j', (error, key) => {
    expect(authErrorKey(error)).toBe(key);
  });

  it('treats HTTP 429 as a rate limit, whatever the body says', () => {
    expect(authErrorKey(failure(429))).toBe('rateLimited');
    expect(authErrorKey(failure(429, 'INVALID_EMAIL_OR_PASSWORD'))).toBe('rateLimited');
  });

  it('recognises a request that never got a response', () => {
    expect(authErrorKey(new TypeError('Failed to fetch'))).toBe('network');
    expect(authErrorKey({ status: 500, statusText: 'Fetch Error', message: 'x' })).toBe('network');
  });

  it('falls back to the generic message for anything else', () => {
    expect(authErrorKey(failure(500))).toBe('unknown');
    expect(authErrorKey(failure(400, 'SOMETHING_NEW'))).toBe('unknown');
    expect(authErrorKey(failure(400, 'toString'))).toBe('unknown');
    expect(authErrorKey(new Error('boom'))).toBe('unknown');
    expect(authErrorKey(undefined)).toBe('unknown');
  });
});

describe('socialErrorKey', () => {
  it('explains the errors better-auth puts in the return URL', () => {
    expect(socialErrorKey('account_not_linked')).toBe('differentSignInMethod');
    expect(socialErrorKey('unable_to_create_session')).toBe('userNotFound');
    expect(socialErrorKey('auth/user-not-found')).toBe('userNotFound');
    expect(socialErrorKey('state_mismatch')).toBe('socialFailed');
    expect(socialErrorKey('constructor')).toBe('socialFailed');
  });
});

describe('apiAuthErrorKey', () => {
  it('maps the API codes a mail request can answer with', () => {
    expect(apiAuthErrorKey('RATE_LIMITED')).toBe('rateLimited');
    expect(apiAuthErrorKey('NETWORK')).toBe('network');
    expect(apiAuthErrorKey('VALIDATION')).toBe('invalidEmail');
    expect(apiAuthErrorKey('INTERNAL')).toBe('unknown');
  });
});

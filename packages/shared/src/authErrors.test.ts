import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES, authErrorKeyOf, authErrorText } from './authErrors';
import { ERROR_MESSAGES } from './errors';
import { PASSWORD_MIN_LENGTH } from './limits';

describe('authErrorText', () => {
  it('says a known code’s text, placeholders filled', () => {
    expect(authErrorText('ar', 'INVALID_EMAIL_OR_PASSWORD', 401)).toBe(
      AUTH_ERROR_MESSAGES.ar.credentialsNotRecognized,
    );
    expect(authErrorText('en', 'PASSWORD_TOO_SHORT', 400)).toBe(
      `The password is too weak: use at least ${PASSWORD_MIN_LENGTH} characters`,
    );
  });

  it('says what the status means for a code it does not know, or none', () => {
    expect(authErrorText('ar', undefined, 429)).toBe(ERROR_MESSAGES.ar.RATE_LIMITED);
    expect(authErrorText('ar', 'SOMETHING_NEW', 400)).toBe(ERROR_MESSAGES.ar.BAD_REQUEST);
    expect(authErrorText('ar', 'VALIDATION_ERROR', 400)).toBe(ERROR_MESSAGES.ar.VALIDATION);
    expect(authErrorText('ar', 'toString', 401)).toBe(ERROR_MESSAGES.ar.UNAUTHENTICATED);
    expect(authErrorText('ar', 42, 500)).toBe(ERROR_MESSAGES.ar.INTERNAL);
  });

  it('writes Arabic without Latin letters, but for placeholders', () => {
    for (const text of Object.values(AUTH_ERROR_MESSAGES.ar))
      expect(text.replace(/{{\w+}}/g, '')).not.toMatch(/[A-Za-z]/);
  });
});

describe('authErrorKeyOf', () => {
  it('treats HTTP 429 as a rate limit, whatever the code', () => {
    expect(authErrorKeyOf('INVALID_OTP', 429)).toBe('rateLimited');
    expect(authErrorKeyOf('INVALID_OTP')).toBe('wrongCode');
  });
});

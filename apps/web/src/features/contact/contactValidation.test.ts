import { describe, expect, it } from 'vitest';
import { contactFieldError, contactFieldErrors } from './contactValidation';

describe('contactFieldError', () => {
  it('accepts valid values, trimming spaces as the server does', () => {
    expect(contactFieldError('name', '  Mona Adel ')).toBeUndefined();
    expect(contactFieldError('email', 'mona@example.com')).toBeUndefined();
    expect(contactFieldError('phone', ' 01012345678 ')).toBeUndefined();
    expect(contactFieldError('message', 'Please add Panadol Extra.')).toBeUndefined();
  });

  it('returns the catalogue key of the rule that failed', () => {
    expect(contactFieldError('name', 'M')).toBe('invalidName');
    expect(contactFieldError('email', 'mona@example')).toBe('invalidEmail');
    expect(contactFieldError('email', 'mona @example.com')).toBe('invalidEmail');
    expect(contactFieldError('phone', '0101234567')).toBe('invalidPhone');
    expect(contactFieldError('phone', '010123456789')).toBe('invalidPhone');
    expect(contactFieldError('phone', '0101234567a')).toBe('invalidPhone');
    expect(contactFieldError('message', 'Too short')).toBe('invalidMessage');
  });

  it('treats a field never typed in as empty', () => {
    expect(contactFieldError('name', undefined)).toBe('invalidName');
    expect(contactFieldError('message', null)).toBe('invalidMessage');
  });
});

describe('contactFieldErrors', () => {
  it('keeps the errors of form fields, with or without the input prefix', () => {
    expect(
      contactFieldErrors([
        { path: 'email', message: 'invalidEmail' },
        { path: 'data.phone', message: 'invalidPhone' },
        { path: 'captcha', message: 'invalid' },
        { path: '', message: 'invalid' },
      ]),
    ).toEqual(
      new Map([
        ['email', 'invalidEmail'],
        ['phone', 'invalidPhone'],
      ]),
    );
  });
});

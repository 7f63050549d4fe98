import { describe, expect, it } from 'vitest';
import { validationMessageKey } from './validationMessageKey';

describe('validationMessageKey', () => {
  it('points field errors at the validation catalogue', () => {
    expect(validationMessageKey('invalidEmail')).toBe('validation.invalidEmail');
    expect(validationMessageKey('required')).toBe('validation.required');
  });

  it('falls back to the generic message for unknown keys', () => {
    expect(validationMessageKey('Too small: expected string to have >=6 characters')).toBe(
      'validation.invalid',
    );
    expect(validationMessageKey('toString')).toBe('validation.invalid');
  });
});

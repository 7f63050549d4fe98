import { describe, expect, it } from 'vitest';
import {
  codeInputValue,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidVerificationCode,
  normalisedPhoneNumber,
  resetPasswordProblem,
  toLatinDigits,
} from './authValidation';

describe('isValidEmail', () => {
  it.each(['mona.pharmacist@dawa.local', 'a@b.co', ' a@b.co ', 'name+tag@mail.example.eg'])(
    'accepts %j',
    (value) => expect(isValidEmail(value)).toBe(true),
  );

  it.each(['', 'mona', 'mona@dawa', '@dawa.local', 'mona@.', 'mo na@dawa.local', 'a@b .co'])(
    'rejects %j',
    (value) => expect(isValidEmail(value)).toBe(false),
  );
});

describe('isValidPassword', () => {
  it('needs at least 6 characters', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
    expect(isValidPassword('pass phrase')).toBe(true);
  });

  it('refuses what the server would refuse as too long', () => {
    expect(isValidPassword('x'.repeat(128))).toBe(true);
    expect(isValidPassword('x'.repeat(129))).toBe(false);
  });
});

describe('isValidName', () => {
  it('needs a non-blank name', () => {
    expect(isValidName('Mona Hassan')).toBe(true);
    expect(isValidName('منى حسن')).toBe(true);
    expect(isValidName('   ')).toBe(false);
    expect(isValidName('x'.repeat(121))).toBe(false);
  });
});

describe('resetPasswordProblem', () => {
  it('checks the new password with the sign-up rule (SPEC §5)', () => {
    expect(resetPasswordProblem('password', { password: '12345', confirm: '12345' })).toBe(
      'invalidPassword',
    );
    expect(resetPasswordProblem('password', { password: '123456', confirm: '' })).toBeNull();
  });

  it('needs the confirmation to repeat the password exactly', () => {
    expect(resetPasswordProblem('confirm', { password: 'secret-1', confirm: 'secret-2' })).toBe(
      'passwordsDiffer',
    );
    expect(
      resetPasswordProblem('confirm', { password: 'secret-1', confirm: 'secret-1' }),
    ).toBeNull();
  });
});

describe('toLatinDigits', () => {
  it('reads Arabic-Indic and Persian digits as 0-9 and leaves the rest', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('+20 ١٠١-x')).toBe('+20 101-x');
  });
});

describe('normalisedPhoneNumber', () => {
  it.each([
    ['01012345678', '01012345678'],
    ['+20 101 234 5678', '01012345678'],
    ['0020-115-234-5678', '01152345678'],
    ['٠١٢٢٣٤٥٦٧٨٩', '01223456789'],
  ])('reads %j as an Egyptian mobile', (value, stored) => {
    expect(normalisedPhoneNumber(value)).toBe(stored);
  });

  it.each(['', '0101234567', '010123456789', '01312345678', '+44 7700 900123', 'phone'])(
    'rejects %j',
    (value) => expect(normalisedPhoneNumber(value)).toBeNull(),
  );
});

describe('the verification code', () => {
  it('keeps Latin digits without spaces, six at most', () => {
    expect(codeInputValue('123 456')).toBe('123456');
    expect(codeInputValue('١٢٣-٤٥٦')).toBe('123456');
    expect(codeInputValue('12345678')).toBe('123456');
    expect(codeInputValue('12a4')).toBe('12a4');
  });

  it('is exactly 6 digits', () => {
    expect(isValidVerificationCode('123456')).toBe(true);
    for (const bad of ['', '12345', '1234567', '12a456', '12 456'])
      expect(isValidVerificationCode(bad), bad).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidName, isValidPassword, resetPasswordProblem } from './authValidation';

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

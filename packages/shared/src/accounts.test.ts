import { describe, expect, it } from 'vitest';
import { isRegistrationComplete, splitFullName, USER_CATEGORIES, USER_TYPES } from './accounts';
import { phoneNumberSchema, profileInputSchema } from './accountInput';

describe('accounts', () => {
  it('normalises Egyptian mobile numbers to 11 digits and rejects others', () => {
    expect(phoneNumberSchema.parse('+20 101 234 5678')).toBe('01012345678');
    expect(phoneNumberSchema.parse('0020-111-234-5678')).toBe('01112345678');
    expect(phoneNumberSchema.parse(' 01512345678 ')).toBe('01512345678');
    for (const bad of ['12345', '0101234567', '01312345678', '010123456789'])
      expect(phoneNumberSchema.safeParse(bad).success).toBe(false);
  });

  it('splits the full name into first and last name', () => {
    expect(splitFullName('Mona El Sayed')).toEqual({ firstName: 'Mona', lastName: 'El Sayed' });
    expect(splitFullName('Karim')).toEqual({ firstName: 'Karim', lastName: '' });
  });

  it('completes registration only with phone, id number, type and category', () => {
    const full = { phoneNumber: '01012345678', idNumber: '1', userType: 'a', userCategory: 'b' };
    expect(isRegistrationComplete(full)).toBe(true);
    expect(isRegistrationComplete({ ...full, idNumber: null })).toBe(false);
  });

  it('accepts only the listed user types and categories', () => {
    for (const userType of USER_TYPES)
      expect(profileInputSchema.safeParse({ userType }).success).toBe(true);
    for (const userCategory of USER_CATEGORIES)
      expect(profileInputSchema.safeParse({ userCategory }).success).toBe(true);
    expect(profileInputSchema.safeParse({ userType: null, userCategory: null }).success).toBe(true);
    const bad = profileInputSchema.safeParse({ userType: 'wizard', userCategory: 'Hospital' });
    expect(bad.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['userType', 'invalidUserType'],
      ['userCategory', 'invalidUserCategory'],
    ]);
  });

  it('accepts an https avatar or a storage key, not a script URL', () => {
    expect(profileInputSchema.safeParse({ avatar: 'avatars/u1/a.png' }).success).toBe(true);
    const served = '/files/uploads/avatar/0190a3b4-7c1d.webp';
    expect(profileInputSchema.safeParse({ avatar: served }).success).toBe(true);
    expect(profileInputSchema.safeParse({ avatar: '/files/../secret' }).success).toBe(false);
    expect(profileInputSchema.safeParse({ avatar: '/etc/passwd' }).success).toBe(false);
    expect(profileInputSchema.safeParse({ avatar: 'https://x.example/a.png' }).success).toBe(true);
    expect(profileInputSchema.safeParse({ avatar: 'javascript:alert(1)' }).success).toBe(false);
    expect(profileInputSchema.safeParse({ avatar: '../secret' }).success).toBe(false);
  });
});

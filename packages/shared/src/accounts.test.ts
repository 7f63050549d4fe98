import { describe, expect, it } from 'vitest';
import {
  isRegistrationComplete,
  phoneNumberSchema,
  profileInputSchema,
  splitFullName,
} from './accounts';

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

  it('accepts an https avatar or a storage key, not a script URL', () => {
    expect(profileInputSchema.safeParse({ avatar: 'avatars/u1/a.png' }).success).toBe(true);
    expect(profileInputSchema.safeParse({ avatar: 'https://x.example/a.png' }).success).toBe(true);
    expect(profileInputSchema.safeParse({ avatar: 'javascript:alert(1)' }).success).toBe(false);
    expect(profileInputSchema.safeParse({ avatar: '../secret' }).success).toBe(false);
  });
});

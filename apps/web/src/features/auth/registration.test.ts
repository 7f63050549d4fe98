import { describe, expect, it } from 'vitest';
import {
  missingRegistrationFields,
  registrationFieldErrors,
  registrationHref,
  registrationInput,
  registrationProblem,
  returnTarget,
} from './registration';

describe('registrationHref', () => {
  it('comes back to the page the dialog was opened over, without the dialog', () => {
    const href = registrationHref('en', {
      pathname: '/en/prescriptions',
      search: '?page=2&auth=signin&error=x',
      hash: '#list',
    });
    expect(href).toBe('/en/auth/update-account-roles?from=%2Fen%2Fprescriptions%3Fpage%3D2%23list');
    const from = new URL(href, 'http://x').searchParams.get('from');
    expect(from).toBe('/en/prescriptions?page=2#list');
  });

  it('keeps a plain page plain', () => {
    expect(registrationHref('ar', { pathname: '/ar', search: '?auth=signin', hash: '' })).toBe(
      '/ar/auth/update-account-roles?from=%2Far',
    );
  });
});

describe('returnTarget', () => {
  it('goes back to a page of this site, in the current language', () => {
    expect(returnTarget('/en/prescriptions?page=2#list', 'en')).toBe(
      '/en/prescriptions?page=2#list',
    );
    expect(returnTarget('/en/offers/7', 'ar')).toBe('/ar/offers/7');
    expect(returnTarget('/en', 'ar')).toBe('/ar');
  });

  it('goes home without a page, or for one that would leave the site or loop', () => {
    for (const from of [
      null,
      '',
      'prescriptions',
      '//evil.example/en',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://evil.example/en',
      '/en/auth/update-account-roles',
    ])
      expect(returnTarget(from, 'en'), String(from)).toBe('/en');
  });
});

describe('the registration fields', () => {
  const complete = {
    phoneNumber: '01012345678',
    idNumber: '29801011234567',
    userType: 'pharmacist',
    userCategory: 'hospital',
  };

  it('asks only for what is missing', () => {
    expect(missingRegistrationFields(complete)).toEqual([]);
    expect(missingRegistrationFields({ ...complete, idNumber: null, userType: ' ' })).toEqual([
      'idNumber',
      'userType',
    ]);
    expect(
      missingRegistrationFields({
        phoneNumber: null,
        idNumber: null,
        userType: null,
        userCategory: null,
      }),
    ).toEqual(['phoneNumber', 'idNumber', 'userType', 'userCategory']);
  });

  it('checks each field with the server rules, empty included', () => {
    expect(registrationProblem('phoneNumber', '+20 101 234 5678')).toBeNull();
    expect(registrationProblem('phoneNumber', '12345')).toBe('invalidPhone');
    expect(registrationProblem('phoneNumber', '')).toBe('invalidPhone');
    expect(registrationProblem('idNumber', '29801011234567')).toBeNull();
    expect(registrationProblem('idNumber', '  ')).toBe('invalidIdNumber');
    expect(registrationProblem('idNumber', 'x'.repeat(41))).toBe('invalidIdNumber');
    expect(registrationProblem('userType', 'pharmacyOwner')).toBeNull();
    expect(registrationProblem('userType', '')).toBe('invalidUserType');
    expect(registrationProblem('userCategory', 'academia')).toBeNull();
    expect(registrationProblem('userCategory', 'space')).toBe('invalidUserCategory');
  });

  it('puts the server’s field errors on their fields', () => {
    expect(
      registrationFieldErrors([
        { path: 'phoneNumber', message: 'phoneNumberInUse' },
        { path: 'profile.idNumber', message: 'invalidIdNumber' },
        { path: 'userType', message: 'Something zod said' },
        { path: 'avatar', message: 'invalidAvatar' },
      ]),
    ).toEqual({
      phoneNumber: 'phoneNumberInUse',
      idNumber: 'invalidIdNumber',
      userType: 'invalidUserType',
    });
  });

  it('sends only the asked fields, trimmed', () => {
    expect(
      registrationInput(['idNumber', 'userType'], {
        phoneNumber: '010',
        idNumber: ' 123 ',
        userType: 'nurse',
        userCategory: '',
      }),
    ).toEqual({ idNumber: '123', userType: 'nurse' });
  });
});

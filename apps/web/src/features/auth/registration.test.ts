import { describe, expect, it } from 'vitest';
import {
  missingRegistrationFields,
  registrationFieldErrors,
  registrationInput,
  registrationProblem,
} from './registration';

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

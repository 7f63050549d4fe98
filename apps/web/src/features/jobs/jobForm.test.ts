import { describe, expect, it } from 'vitest';
import { emptyJobValues, fieldOfPath, jobFormErrors, jobInput } from './jobForm';

const TODAY = '2026-11-24';
const valid = {
  ...emptyJobValues(TODAY),
  name: 'Pharmacist for the evening shift',
  companyName: 'El Nour Pharmacies',
  workplaceId: 'community-pharmacy',
  positionId: 'pharmacist',
  cityId: 'giza',
  regionId: 'giza.dokki',
  address: '12 Tahrir Street, Dokki',
  description: 'Evening shift, six days a week, two years of experience.',
  salaryFrom: 9000,
  salaryTo: 12000,
  email: 'jobs@elnour.example',
  phoneNumber: '01012345678',
};

describe('jobFormErrors', () => {
  it('accepts a whole ad, and an empty one names every field', () => {
    expect(jobFormErrors(valid, TODAY).size).toBe(0);
    const errors = jobFormErrors(emptyJobValues(TODAY), TODAY);
    expect(Object.fromEntries(errors)).toMatchObject({
      name: 'invalidName',
      companyName: 'invalidCompanyName',
      workplaceId: 'invalidWorkplace',
      positionId: 'invalidPosition',
      cityId: 'invalidCity',
      regionId: 'invalidRegion',
      address: 'invalidAddress',
      description: 'invalidDescription',
      salaryFrom: 'invalidSalary',
      email: 'invalidEmail',
      phoneNumber: 'invalidPhone',
    });
  });

  it('checks the salary range and the run-until window', () => {
    expect(
      jobFormErrors({ ...valid, salaryFrom: 5000, salaryTo: 100 }, TODAY).get('salaryFrom'),
    ).toBe('invalidSalary');
    expect(jobFormErrors({ ...valid, runUntil: TODAY }, TODAY).get('runUntil')).toBe(
      'invalidRunUntil',
    );
    expect(jobFormErrors({ ...valid, runUntil: '2027-03-01' }, TODAY).get('runUntil')).toBe(
      'invalidRunUntil',
    );
  });
});

describe('jobInput', () => {
  it('sends a negotiable salary without numbers and no empty company name', () => {
    const input = jobInput({
      ...valid,
      type: 'individualEmployee',
      companyName: '',
      salaryNegotiable: true,
    });
    expect(input.salary).toEqual({ negotiable: true });
    expect(input.companyName).toBeNull();
  });
});

describe('fieldOfPath', () => {
  it('puts a salary error on the salary and ignores unknown paths', () => {
    expect(fieldOfPath('salary')).toBe('salaryFrom');
    expect(fieldOfPath('regionId')).toBe('regionId');
    expect(fieldOfPath('quota')).toBeUndefined();
  });
});

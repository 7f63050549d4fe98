import { describe, expect, it } from 'vitest';
import { formFieldErrors, quotaLimitOf } from './fieldErrors';

describe('formFieldErrors', () => {
  it('keys the first message of each known field, with or without the data. prefix', () => {
    const fields = ['name', 'salary'] as const;
    const fieldOf = (path: string) =>
      fields.find((field) => path === field || path.startsWith(`${field}.`));
    const errors = formFieldErrors(
      [
        { path: 'data.name', message: 'invalidName' },
        { path: 'name', message: 'second' },
        { path: 'salary.from', message: 'invalidSalary' },
        { path: 'quota', message: 'jobQuota' },
      ],
      fieldOf,
    );
    expect([...errors]).toEqual([
      ['name', 'invalidName'],
      ['salary', 'invalidSalary'],
    ]);
  });
});

describe('quotaLimitOf', () => {
  it('reads the limit of a quota error', () => {
    expect(quotaLimitOf([{ path: 'quota', message: 'jobQuota', params: { limit: 10 } }])).toBe(10);
    expect(quotaLimitOf([{ path: 'name', message: 'invalidName' }])).toBeNull();
  });
});

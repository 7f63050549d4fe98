import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Mona Hassan')).toBe('MH');
    expect(initialsOf('  karim  adel  mostafa ')).toBe('KM');
    expect(initialsOf('Dawa')).toBe('D');
    expect(initialsOf('منى حسن')).toBe('مح');
    expect(initialsOf('')).toBe('');
    expect(initialsOf(null)).toBe('');
  });
});

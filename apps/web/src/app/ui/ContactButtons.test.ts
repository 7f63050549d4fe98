import { describe, expect, it } from 'vitest';
import { whatsAppNumber } from './ContactButtons';

describe('whatsAppNumber', () => {
  it('turns a local mobile number into the international one', () => {
    expect(whatsAppNumber('01012345678')).toBe('201012345678');
    expect(whatsAppNumber('+20 101 234 5678')).toBe('201012345678');
  });
});

import { describe, expect, it } from 'vitest';
import { parseAccountType, parseDeviceTokens, parseOfferSubscribed } from './clientHeaders';

describe('client headers (SPEC §7)', () => {
  it('reads the device a device-tokens header names', () => {
    const id = '3f2a9c1e-0b7d-4e55-9a43-7d2c1b0e8f61';
    expect(parseDeviceTokens(`web=${id}`)).toEqual({ platform: 'web', token: id });
    expect(parseDeviceTokens(' fcm = abc:DEF_123-xyz ')).toEqual({
      platform: 'fcm',
      token: 'abc:DEF_123-xyz',
    });
    expect(parseDeviceTokens('web')).toBeNull();
    expect(parseDeviceTokens(undefined)).toBeNull();
    for (const bad of ['pager=12345678', 'web=short', 'web=<script>alert(1)</script>', 'nope'])
      expect(() => parseDeviceTokens(bad)).toThrow(RangeError);
  });

  it('defaults the account type to client and refuses unknown kinds', () => {
    expect(parseAccountType(null)).toBe('client');
    expect(parseAccountType('pharmacy')).toBe('pharmacy');
    expect(() => parseAccountType('admin')).toThrow(RangeError);
  });

  it('reads offer-subscribed as true, false or nothing', () => {
    expect(parseOfferSubscribed('true')).toBe(true);
    expect(parseOfferSubscribed('FALSE')).toBe(false);
    expect(parseOfferSubscribed(undefined)).toBeNull();
    expect(() => parseOfferSubscribed('yes')).toThrow(RangeError);
  });
});

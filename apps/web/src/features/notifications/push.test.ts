import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, pushSubscriptionInput } from './push';

describe('base64UrlToBytes', () => {
  it('decodes base64url without padding', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect([...base64UrlToBytes('')]).toEqual([]);
  });
});

describe('pushSubscriptionInput', () => {
  const keys = { p256dh: 'BPp256dh', auth: 'authsecret' };

  it('takes what toJSON() gives, with no expiry as null', () => {
    expect(pushSubscriptionInput({ endpoint: 'https://push.example/1', keys })).toEqual({
      endpoint: 'https://push.example/1',
      expirationTime: null,
      keys,
    });
    expect(
      pushSubscriptionInput({ endpoint: 'https://push.example/1', expirationTime: 5, keys }),
    ).toMatchObject({ expirationTime: 5 });
  });

  it('refuses a subscription without its endpoint or keys', () => {
    expect(() => pushSubscriptionInput({ keys })).toThrow();
    expect(() =>
      pushSubscriptionInput({ endpoint: 'https://push.example/1', keys: { auth: 'x' } }),
    ).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { signInRedirect, signInTarget } from './signInRedirect';

describe('signInTarget', () => {
  it('opens the sign-in dialog on the home page, keeping the query', () => {
    expect(signInTarget('en', '')).toBe('/en?auth=signin');
    expect(signInTarget('ar', '?ref=mail&auth=signup')).toBe('/ar?ref=mail&auth=signin');
  });
});

describe('signInRedirect', () => {
  it('sends /auth/signin to the dialog', () => {
    const request = { pathname: '/ar/auth/signin', search: '?ref=sms', signedIn: false };
    expect(signInRedirect({ ...request, params: { lang: 'ar' } })).toBe('/ar?ref=sms&auth=signin');
    expect(signInRedirect({ ...request, params: { lang: 'xx' } })).toBeNull();
  });
});

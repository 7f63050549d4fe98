import { describe, expect, it } from 'vitest';
import { loader, signInTarget } from './signInRoute';

describe('signInTarget', () => {
  it('opens the sign-in dialog on the home page, keeping the query', () => {
    expect(signInTarget('en', '')).toBe('/en?auth=signin');
    expect(signInTarget('ar', '?ref=mail&auth=signup')).toBe('/ar?ref=mail&auth=signin');
  });
});

describe('loader', () => {
  it('redirects to the dialog', () => {
    const response = loader({
      params: { lang: 'ar' },
      request: new Request('http://localhost/ar/auth/signin?ref=sms'),
    });
    expect(response).toBeInstanceOf(Response);
    expect(response?.headers.get('Location')).toBe('/ar?ref=sms&auth=signin');
  });
});

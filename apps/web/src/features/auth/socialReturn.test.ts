import { describe, expect, it } from 'vitest';
import { socialCallbackUrls, withoutAuthDialog } from './socialReturn';

describe('socialCallbackUrls', () => {
  it('returns to the same page, without the dialog on success and with it on failure', () => {
    expect(
      socialCallbackUrls({
        pathname: '/ar/services',
        search: '?ref=mail&auth=signin',
        hash: '#top',
      }),
    ).toEqual({
      callbackURL: '/ar/services?ref=mail#top',
      errorCallbackURL: '/ar/services?ref=mail&auth=signin#top',
    });
  });

  it('drops the error of an earlier attempt', () => {
    expect(
      socialCallbackUrls({ pathname: '/en', search: '?auth=signin&error=access_denied', hash: '' }),
    ).toEqual({ callbackURL: '/en', errorCallbackURL: '/en?auth=signin' });
  });
});

describe('withoutAuthDialog', () => {
  it('removes the dialog and social error parameters only', () => {
    const search = new URLSearchParams('page=2&auth=signin&error=x&error_description=y');
    expect(withoutAuthDialog(search).toString()).toBe('page=2');
  });
});

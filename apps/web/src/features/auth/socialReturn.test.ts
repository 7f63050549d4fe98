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

  it('goes on to the page the dialog was opened for, and keeps it for another try', () => {
    expect(
      socialCallbackUrls({
        pathname: '/en/services',
        search: '?next=%2Fen%2Fprescriptions%3Fpage%3D2&auth=signin&error=x',
        hash: '',
      }),
    ).toEqual({
      callbackURL: '/en/prescriptions?page=2',
      errorCallbackURL: '/en/services?next=%2Fen%2Fprescriptions%3Fpage%3D2&auth=signin',
    });
  });

  it('never sends the user to another site', () => {
    expect(
      socialCallbackUrls({ pathname: '/en', search: '?next=//evil.example&auth=signin', hash: '' })
        .callbackURL,
    ).toBe('/en');
  });
});

describe('withoutAuthDialog', () => {
  it('removes the dialog, its next page and social error parameters only', () => {
    const search = new URLSearchParams(
      'page=2&auth=signin&next=%2Fen%2Foffers&error=x&error_description=y',
    );
    expect(withoutAuthDialog(search).toString()).toBe('page=2');
  });
});

import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '@dawa/shared/authErrorCodes';
import {
  returnedAuthView,
  socialCallbackUrls,
  withDialogView,
  withoutAuthDialog,
} from './socialReturn';

describe('socialCallbackUrls', () => {
  it('returns to the same page, without the dialog on success and with it on failure', () => {
    expect(
      socialCallbackUrls(
        {
          pathname: '/ar/services',
          search: '?ref=mail&auth=signin',
          hash: '#top',
        },
        'signin',
      ),
    ).toEqual({
      callbackURL: '/ar/services?ref=mail#top',
      errorCallbackURL: '/ar/services?ref=mail&auth=signin#top',
    });
  });

  it('drops the error of an earlier attempt', () => {
    expect(
      socialCallbackUrls(
        { pathname: '/en', search: '?auth=signin&error=access_denied', hash: '' },
        'signin',
      ),
    ).toEqual({ callbackURL: '/en', errorCallbackURL: '/en?auth=signin' });
  });

  it('goes on to the page the dialog was opened for, and keeps it for another try', () => {
    expect(
      socialCallbackUrls(
        {
          pathname: '/en/services',
          search: '?next=%2Fen%2Fprescriptions%3Fpage%3D2&auth=signin&error=x',
          hash: '',
        },
        'signin',
      ),
    ).toEqual({
      callbackURL: '/en/prescriptions?page=2',
      errorCallbackURL: '/en/services?next=%2Fen%2Fprescriptions%3Fpage%3D2&auth=signin',
    });
  });

  it('comes back to the sign-up form after a failed sign-up', () => {
    expect(
      socialCallbackUrls({ pathname: '/ar', search: '?auth=signup', hash: '' }, 'signup'),
    ).toEqual({ callbackURL: '/ar', errorCallbackURL: '/ar?auth=signup' });
  });

  it('never sends the user to another site', () => {
    expect(
      socialCallbackUrls(
        { pathname: '/en', search: '?next=//evil.example&auth=signin', hash: '' },
        'signin',
      ).callbackURL,
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

describe('returnedAuthView', () => {
  const view = (query: string) => returnedAuthView(new URLSearchParams(query));

  it('shows the sign-up form when a sign-in would have created an account unconfirmed', () => {
    expect(view(`auth=signin&error=${AUTH_ERROR_CODES.termsNotAccepted}`)).toBe('signup');
    expect(view(`auth=signup&error=${AUTH_ERROR_CODES.termsNotAccepted}`)).toBe('signup');
  });

  it('shows the asked view otherwise, or none', () => {
    expect(view('auth=signin&error=access_denied')).toBe('signin');
    expect(view('auth=forgot')).toBe('forgot');
    expect(view(`error=${AUTH_ERROR_CODES.termsNotAccepted}`)).toBeNull();
  });
});

describe('withDialogView', () => {
  it('switches the view and leaves an earlier provider error behind', () => {
    const search = new URLSearchParams('page=2&auth=signup&error=x&error_description=y');
    expect(withDialogView(search, 'signin').toString()).toBe('page=2&auth=signin');
  });
});

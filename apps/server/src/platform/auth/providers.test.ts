import { describe, expect, it } from 'vitest';
import {
  isFromPictureSource,
  oidcProvider,
  pictureSource,
  socialProviders,
  userFromProfile,
} from './providers';

const credentials = { clientId: 'id', clientSecret: 'secret' };
const { google, facebook, twitter } = socialProviders({
  google: credentials,
  facebook: credentials,
  twitter: credentials,
});
const [oidc] = oidcProvider({ oidc: { ...credentials, issuer: 'https://id.example.com/' } });

describe('userFromProfile', () => {
  it('joins the given and family names, else takes the display name', () => {
    expect(userFromProfile({ givenName: ' Mona ', familyName: 'El Sayed', name: 'M.' })).toEqual({
      name: 'Mona El Sayed',
    });
    expect(userFromProfile({ familyName: 'El Sayed', name: 'M.' })).toEqual({ name: 'El Sayed' });
    expect(userFromProfile({ givenName: '', name: 'Mona S.' })).toEqual({ name: 'Mona S.' });
  });

  it('leaves out what the provider did not give, so better-auth keeps its own values', () => {
    expect(userFromProfile({ name: 42, picture: '  ', phoneNumber: null })).toEqual({});
  });
});

describe('social providers', () => {
  it('maps Google’s names and picture', async () => {
    const user = await google?.mapProfileToUser?.({
      sub: '1',
      email: 'mona@example.com',
      email_verified: true,
      given_name: 'Mona',
      family_name: 'El Sayed',
      name: 'Mona S.',
      picture: 'https://lh3.example.com/mona.png',
      aud: 'id',
      azp: 'id',
      exp: 0,
      iat: 0,
      iss: 'https://accounts.google.com',
    });
    expect(user).toEqual({ name: 'Mona El Sayed', image: 'https://lh3.example.com/mona.png' });
  });

  it('asks Facebook for the name parts and maps both of its profile shapes', async () => {
    expect(facebook?.fields).toEqual(['first_name', 'last_name']);
    // first_name and last_name are not in better-auth's type: they are the fields asked for.
    const graphProfile = {
      id: '1',
      name: 'Karim A.',
      first_name: 'Karim',
      last_name: 'Adel',
      picture: {
        data: { height: 50, width: 50, is_silhouette: false, url: 'https://fb.example.com/k.jpg' },
      },
    };
    const graph = await facebook?.mapProfileToUser?.(graphProfile);
    expect(graph).toEqual({ name: 'Karim Adel', image: 'https://fb.example.com/k.jpg' });
    const limitedLogin = await facebook?.mapProfileToUser?.({
      sub: '1',
      email: 'karim@example.com',
      name: 'Karim Adel',
      picture: 'https://fb.example.com/k2.jpg',
    });
    expect(limitedLogin).toEqual({ name: 'Karim Adel', image: 'https://fb.example.com/k2.jpg' });
  });

  it('maps X’s display name and picture', async () => {
    const user = await twitter?.mapProfileToUser?.({
      data: {
        id: '1',
        name: 'Hoda Fathy',
        username: 'hoda',
        profile_image_url: 'https://pbs.example.com/h.jpg',
      },
    });
    expect(user).toEqual({ name: 'Hoda Fathy', image: 'https://pbs.example.com/h.jpg' });
  });
});

describe('OpenID Connect provider', () => {
  it('asks for the phone scope and discovers from the issuer', () => {
    expect(oidc?.scopes).toContain('phone');
    expect(oidc?.discoveryUrl).toBe('https://id.example.com/.well-known/openid-configuration');
  });

  it('takes the phone unless the provider flags it unverified', async () => {
    const phoneOf = async (claims: Record<string, unknown>) =>
      (await oidc?.mapProfileToUser?.({ sub: '1', emailVerified: true, ...claims }))?.phoneNumber;
    expect(await phoneOf({ phone_number: '01012345678' })).toBe('01012345678');
    expect(await phoneOf({ phone_number: '01012345678', phone_number_verified: true })).toBe(
      '01012345678',
    );
    expect(await phoneOf({ phone_number: '01012345678', phone_number_verified: false })).toBe(
      undefined,
    );
    expect(await phoneOf({ phone_number: '01012345678', phone_number_verified: 'false' })).toBe(
      undefined,
    );
  });
});

describe('pictureSource', () => {
  const settings = {
    google: credentials,
    facebook: credentials,
    twitter: credentials,
    oidc: { ...credentials, issuer: 'http://id.clinic.test:8080/realm' },
  };
  const allowed = (providerId: string, url: string) => {
    const source = pictureSource(settings, providerId);
    return source !== null && isFromPictureSource(new URL(url), source);
  };

  it('takes each provider’s pictures from its own hosts and subdomains, over https', () => {
    expect(allowed('google', 'https://lh3.googleusercontent.com/a/photo=s96-c')).toBe(true);
    expect(allowed('facebook', 'https://platform-lookaside.fbsbx.com/p?asid=1')).toBe(true);
    expect(allowed('facebook', 'https://scontent.xx.fbcdn.net/v/t1.png')).toBe(true);
    expect(allowed('twitter', 'https://pbs.twimg.com/profile_images/1/me_normal.jpg')).toBe(true);
    expect(allowed('google', 'http://lh3.googleusercontent.com/a/photo')).toBe(false);
  });

  it('refuses look-alike hosts, other providers’ hosts and internal addresses', () => {
    expect(allowed('google', 'https://googleusercontent.com.evil.test/a.png')).toBe(false);
    expect(allowed('google', 'https://evilgoogleusercontent.com/a.png')).toBe(false);
    expect(allowed('google', 'https://pbs.twimg.com/a.png')).toBe(false);
    expect(allowed('twitter', 'https://127.0.0.1/a.png')).toBe(false);
    expect(allowed('twitter', 'https://169.254.169.254/latest/meta-data')).toBe(false);
  });

  it('takes the OpenID Connect provider’s pictures from the issuer’s host, on its protocol', () => {
    expect(allowed('oidc', 'http://id.clinic.test:8080/pictures/1.png')).toBe(true);
    expect(allowed('oidc', 'https://cdn.id.clinic.test/1.png')).toBe(true);
    expect(allowed('oidc', 'http://other.test/1.png')).toBe(false);
  });

  it('has none for a provider that is not configured, or for e-mail accounts', () => {
    expect(pictureSource({}, 'google')).toBeNull();
    expect(pictureSource(settings, 'credential')).toBeNull();
  });
});

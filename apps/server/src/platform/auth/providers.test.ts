import { describe, expect, it } from 'vitest';
import { oidcProvider, socialProviders, userFromProfile } from './providers';

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

import type { AuthProvider } from '@dawa/shared/accounts';
import type { FacebookOptions, GoogleOptions, TwitterOption } from 'better-auth/social-providers';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { OAuthMappedUser } from 'better-auth/oauth2';
import type { Config } from '../config/config';

interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** The sign-in providers this deployment has credentials for. */
export interface AuthProviderSettings {
  google?: ClientCredentials;
  facebook?: ClientCredentials;
  twitter?: ClientCredentials;
  oidc?: ClientCredentials & { issuer: string };
}

const credentials = (
  clientId: string | undefined,
  clientSecret: string | undefined,
): ClientCredentials | undefined =>
  clientId && clientSecret ? { clientId, clientSecret } : undefined;

export function providerSettings(config: Config): AuthProviderSettings {
  const oidc = credentials(config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET);
  return {
    google: credentials(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET),
    facebook: credentials(config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET),
    twitter: credentials(config.TWITTER_CLIENT_ID, config.TWITTER_CLIENT_SECRET),
    oidc: oidc && config.OIDC_ISSUER ? { ...oidc, issuer: config.OIDC_ISSUER } : undefined,
  };
}

export function enabledProviders(settings: AuthProviderSettings): AuthProvider[] {
  return (['google', 'facebook', 'twitter', 'oidc'] as const).filter((id) => settings[id]);
}

/** Where a provider serves profile pictures: the only places Dawa copies one from. */
export interface PictureSource {
  /** Host names; their subdomains count too. */
  hosts: readonly string[];
  protocols: readonly string[];
}

/**
 * The picture hosts of a provider that signed someone in, or `null` for one that has none.
 * Fetching from fixed hosts (not from any URL a profile names) keeps the server from being
 * pointed at the internal network. The OpenID Connect provider is the deployment's own.
 */
export function pictureSource(
  settings: AuthProviderSettings,
  providerId: string,
): PictureSource | null {
  const https = ['https:'];
  switch (providerId) {
    case 'google':
      return settings.google ? { hosts: ['googleusercontent.com'], protocols: https } : null;
    case 'facebook':
      return settings.facebook
        ? { hosts: ['fbcdn.net', 'fbsbx.com', 'facebook.com'], protocols: https }
        : null;
    case 'twitter':
      return settings.twitter ? { hosts: ['twimg.com'], protocols: https } : null;
    case 'oidc': {
      if (!settings.oidc) return null;
      const issuer = new URL(settings.oidc.issuer);
      return { hosts: [issuer.hostname], protocols: [...new Set([...https, issuer.protocol])] };
    }
    default:
      return null;
  }
}

export function isFromPictureSource(url: URL, source: PictureSource): boolean {
  return (
    source.protocols.includes(url.protocol) &&
    source.hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** What a provider's profile says about a person, before it becomes our user's fields. */
interface ProviderPerson {
  givenName?: unknown;
  familyName?: unknown;
  name?: unknown;
  picture?: unknown;
  phoneNumber?: unknown;
}

/**
 * A new social user's profile (SPEC §4): "given family" as the full name (the display name
 * when the provider has no parts), the picture, and a phone the provider has not flagged as
 * unverified. Only what is known is returned: better-auth spreads this over its own mapping,
 * and an `undefined` would erase the name it found. The create hook in auth.ts normalises the
 * phone and drops it when invalid or taken.
 */
export function userFromProfile(person: ProviderPerson): OAuthMappedUser {
  const fullName = [text(person.givenName), text(person.familyName)].filter(Boolean).join(' ');
  const fields = {
    name: fullName || text(person.name),
    image: text(person.picture),
    phoneNumber: text(person.phoneNumber),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** The person in OpenID Connect's standard claims (Google's profile uses them too). */
const standardClaims = (claims: {
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
  picture?: unknown;
}): ProviderPerson => ({
  givenName: claims.given_name,
  familyName: claims.family_name,
  name: claims.name,
  picture: claims.picture,
});

/** OIDC's `phone_number_verified`; some providers send it as a string. */
const flaggedUnverified = (value: unknown) => value === false || value === 'false';

/** better-auth's `socialProviders` option, as plain options (it would also take functions). */
interface SocialProviderOptions {
  google?: GoogleOptions;
  facebook?: FacebookOptions;
  twitter?: TwitterOption;
}

/** Google, Facebook and X, each mapped through `userFromProfile`; none of them shares a phone. */
export function socialProviders(settings: AuthProviderSettings): SocialProviderOptions {
  const { google, facebook, twitter } = settings;
  return {
    ...(google && {
      google: {
        ...google,
        mapProfileToUser: (profile) => userFromProfile(standardClaims(profile)),
      },
    }),
    ...(facebook && {
      facebook: {
        ...facebook,
        // The Graph API leaves the name parts out unless they are asked for.
        fields: ['first_name', 'last_name'],
        mapProfileToUser: (profile) =>
          userFromProfile({
            givenName: 'first_name' in profile ? profile.first_name : undefined,
            familyName: 'last_name' in profile ? profile.last_name : undefined,
            name: profile.name,
            // A Graph profile nests the picture; a Limited Login token carries its URL.
            picture:
              typeof profile.picture === 'string' ? profile.picture : profile.picture.data.url,
          }),
      },
    }),
    ...(twitter && {
      twitter: {
        ...twitter,
        // X has one display name, no given or family name.
        mapProfileToUser: ({ data }) =>
          userFromProfile({ name: data.name, picture: data.profile_image_url }),
      },
    }),
  };
}

/** The generic OpenID Connect provider (genericOAuth plugin), id `oidc`. */
export function oidcProvider(settings: AuthProviderSettings): GenericOAuthConfig[] {
  const { oidc } = settings;
  if (!oidc) return [];
  return [
    {
      providerId: 'oidc',
      discoveryUrl: `${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
      scopes: ['openid', 'email', 'profile', 'phone'],
      pkce: true,
      // Leaving Dawa leaves the work account signed in, as with Google, Facebook and X; the
      // provider's logout page would also strand the user there (SPEC §4: sign-out goes home).
      disableProviderLogout: true,
      mapProfileToUser: (profile) =>
        userFromProfile({
          ...standardClaims(profile),
          phoneNumber: flaggedUnverified(profile.phone_number_verified)
            ? undefined
            : profile.phone_number,
        }),
    },
  ];
}

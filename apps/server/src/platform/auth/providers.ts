import type { AuthProvider } from '@dawa/shared/accounts';
import type { SocialProviders } from 'better-auth/social-providers';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
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

/** better-auth's own profile mapping already fills the name and picture of these three. */
export function socialProviders(settings: AuthProviderSettings): SocialProviders {
  return {
    ...(settings.google ? { google: settings.google } : {}),
    ...(settings.facebook ? { facebook: settings.facebook } : {}),
    ...(settings.twitter ? { twitter: settings.twitter } : {}),
  };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

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
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      mapProfileToUser(profile) {
        const fullName = [text(profile.given_name), text(profile.family_name)]
          .filter(Boolean)
          .join(' ');
        return {
          name: fullName || text(profile.name),
          image: text(profile.picture),
        };
      },
    },
  ];
}

import { builder } from '../../platform/graphql/builder';
import type { Config } from '../../platform/config/config';

/** Support contacts and store links (SPEC §3 "Support settings"), from configuration. */
interface SupportSettings {
  email: string;
  company: string;
  facebookUrl: string;
  twitterUrl: string;
  linkedinUrl: string;
  instagramUrl: string;
  appStoreUrl: string;
  googlePlayUrl: string;
}

export function supportSettings(config: Config): SupportSettings {
  return {
    email: config.SUPPORT_EMAIL,
    company: config.SUPPORT_COMPANY,
    facebookUrl: config.SOCIAL_FACEBOOK_URL,
    twitterUrl: config.SOCIAL_TWITTER_URL,
    linkedinUrl: config.SOCIAL_LINKEDIN_URL,
    instagramUrl: config.SOCIAL_INSTAGRAM_URL,
    appStoreUrl: config.APP_STORE_URL,
    googlePlayUrl: config.GOOGLE_PLAY_URL,
  };
}

const SupportSettingsRef = builder.objectRef<SupportSettings>('SupportSettings').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    company: t.exposeString('company'),
    facebookUrl: t.exposeString('facebookUrl'),
    twitterUrl: t.exposeString('twitterUrl'),
    linkedinUrl: t.exposeString('linkedinUrl'),
    instagramUrl: t.exposeString('instagramUrl'),
    appStoreUrl: t.exposeString('appStoreUrl'),
    googlePlayUrl: t.exposeString('googlePlayUrl'),
  }),
});

builder.queryField('supportSettings', (t) =>
  t.field({
    type: SupportSettingsRef,
    authScopes: { public: true },
    resolve: (_root, _args, context) => supportSettings(context.platform.config),
  }),
);

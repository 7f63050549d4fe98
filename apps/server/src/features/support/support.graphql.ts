import { builder } from '../../platform/graphql/builder';
import type { Language } from '@dawa/shared/language';
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

export function supportSettings(config: Config, language: Language): SupportSettings {
  return {
    email: config.SUPPORT_EMAIL,
    company: language === 'ar' ? config.SUPPORT_COMPANY_AR : config.SUPPORT_COMPANY,
    facebookUrl: config.SOCIAL_FACEBOOK_URL,
    twitterUrl: config.SOCIAL_TWITTER_URL,
    linkedinUrl: config.SOCIAL_LINKEDIN_URL,
    instagramUrl: config.SOCIAL_INSTAGRAM_URL,
    appStoreUrl: config.APP_STORE_URL,
    googlePlayUrl: config.GOOGLE_PLAY_URL,
  };
}

const SupportSettingsRef = builder.objectRef<SupportSettings>('SupportSettings').implement({
  description:
    'Support contacts, social-media and store links (SPEC §3 "Support settings"), from the server’s configuration.',
  fields: (t) => ({
    email: t.exposeString('email', {
      description: 'Support e-mail address; contact-us messages are mailed there.',
    }),
    company: t.exposeString('company', {
      description: 'Company name in the caller’s language (Accept-Language), as footers show it.',
    }),
    facebookUrl: t.exposeString('facebookUrl', { description: 'Facebook page URL.' }),
    twitterUrl: t.exposeString('twitterUrl', { description: 'Twitter (X) profile URL.' }),
    linkedinUrl: t.exposeString('linkedinUrl', { description: 'LinkedIn page URL.' }),
    instagramUrl: t.exposeString('instagramUrl', { description: 'Instagram profile URL.' }),
    appStoreUrl: t.exposeString('appStoreUrl', {
      description: 'The mobile app on the Apple App Store.',
    }),
    googlePlayUrl: t.exposeString('googlePlayUrl', {
      description: 'The mobile app on Google Play.',
    }),
  }),
});

builder.queryField('supportSettings', (t) =>
  t.field({
    type: SupportSettingsRef,
    description: 'Support contacts and links for the footer and contact pages; open to everyone.',
    authScopes: { public: true },
    resolve: (_root, _args, context) => supportSettings(context.platform.config, context.language),
  }),
);

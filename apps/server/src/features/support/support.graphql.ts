import { builder } from '../../platform/graphql/builder';
import type { Language } from '@dawa/shared/language';
import type { Platform } from '../../platform/platform';
import { readSupport } from '../settings/settings.service';

/** Support contacts and store links (SPEC §3 "Support settings") as the public sees them. */
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

/** The saved support settings (admin settings page, else the environment), in `language`. */
async function supportSettings(platform: Platform, language: Language): Promise<SupportSettings> {
  const { companyEn, companyAr, ...rest } = await readSupport(platform);
  return { ...rest, company: language === 'ar' ? companyAr : companyEn };
}

const SupportSettingsRef = builder.objectRef<SupportSettings>('SupportSettings').implement({
  description:
    'Support contacts, social-media and store links (SPEC §3 "Support settings"), as saved on the admin settings page (the server’s environment until then).',
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
    resolve: (_root, _args, context) => supportSettings(context.platform, context.language),
  }),
);

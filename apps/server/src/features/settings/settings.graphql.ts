import type { QuotasInput, SupportInput } from '@dawa/shared/settings';
import { builder } from '../../platform/graphql/builder';
import {
  adminSettings,
  updateQuotas,
  updateSupport,
  updateTheme,
  type AdminSettings,
} from './settings.service';

const QuotasRef = builder.objectRef<QuotasInput>('SettingsQuotas').implement({
  description: 'Monthly creation limits per user (SPEC §6), each 0–10000 a Cairo calendar month.',
  fields: (t) => ({
    prescription: t.exposeInt('prescription', {
      description: 'Prescriptions a user may add a month (remote setting `quota.prescription`).',
    }),
    job: t.exposeInt('job', {
      description: 'Jobs a user may add a month (remote setting `job`).',
    }),
    facility: t.exposeInt('facility', {
      description: 'Facilities a user may add a month (remote setting `property`).',
    }),
  }),
});

const SupportRef = builder.objectRef<SupportInput>('SettingsSupport').implement({
  description:
    'Support settings as saved (SPEC §3), over the environment’s defaults; both company names.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'Support e-mail address.' }),
    companyEn: t.exposeString('companyEn', { description: 'Company name in English.' }),
    companyAr: t.exposeString('companyAr', { description: 'Company name in Arabic.' }),
    facebookUrl: t.exposeString('facebookUrl', { description: 'Facebook page URL.' }),
    twitterUrl: t.exposeString('twitterUrl', { description: 'Twitter (X) profile URL.' }),
    linkedinUrl: t.exposeString('linkedinUrl', { description: 'LinkedIn page URL.' }),
    instagramUrl: t.exposeString('instagramUrl', { description: 'Instagram profile URL.' }),
    appStoreUrl: t.exposeString('appStoreUrl', { description: 'Apple App Store page.' }),
    googlePlayUrl: t.exposeString('googlePlayUrl', { description: 'Google Play page.' }),
  }),
});

const AdminSettingsRef = builder.objectRef<AdminSettings>('AdminSettings').implement({
  description: 'The admin settings page (issue #16): theme, monthly quotas and support settings.',
  fields: (t) => ({
    theme: t.exposeString('theme', {
      description: 'The site’s theme preset, one of the 12 of SPEC §3 (`default` when unset).',
    }),
    quotas: t.field({
      type: QuotasRef,
      description: 'Monthly quotas.',
      resolve: (settings) => settings.quotas,
    }),
    support: t.field({
      type: SupportRef,
      description: 'Support settings.',
      resolve: (settings) => settings.support,
    }),
  }),
});

const QuotasInputRef = builder.inputType('SettingsQuotasInput', {
  description: 'All three monthly quotas; each a whole number 0–10000 (VALIDATION numberRange).',
  fields: (t) => ({
    prescription: t.int({ required: true, description: 'Prescriptions a month.' }),
    job: t.int({ required: true, description: 'Jobs a month.' }),
    facility: t.int({ required: true, description: 'Facilities a month.' }),
  }),
});

const SupportInputRef = builder.inputType('SettingsSupportInput', {
  description: 'All the support settings (SPEC §3); every wrong field is reported (VALIDATION).',
  fields: (t) => ({
    email: t.string({ required: true, description: 'Support e-mail address.' }),
    companyEn: t.string({ required: true, description: 'Company name in English, 1–120.' }),
    companyAr: t.string({ required: true, description: 'Company name in Arabic, 1–120.' }),
    facebookUrl: t.string({ required: true, description: 'Facebook page, http(s) URL.' }),
    twitterUrl: t.string({ required: true, description: 'Twitter (X) profile, http(s) URL.' }),
    linkedinUrl: t.string({ required: true, description: 'LinkedIn page, http(s) URL.' }),
    instagramUrl: t.string({ required: true, description: 'Instagram profile, http(s) URL.' }),
    appStoreUrl: t.string({ required: true, description: 'Apple App Store page, http(s) URL.' }),
    googlePlayUrl: t.string({ required: true, description: 'Google Play page, http(s) URL.' }),
  }),
});

builder.queryField('settings', (t) =>
  t.field({
    type: AdminSettingsRef,
    description: 'The admin settings page’s values; the settings section (owner).',
    authScopes: { access: { section: 'settings', level: 'read' } },
    resolve: (_root, _args, context) => adminSettings(context.platform, context.viewer),
  }),
);

builder.mutationField('settingsThemeUpdate', (t) =>
  t.field({
    type: AdminSettingsRef,
    description:
      'Sets the theme every visitor gets from their next page load (SPEC §3 presets; VALIDATION otherwise).',
    authScopes: { access: { section: 'settings', level: 'write' } },
    args: {
      theme: t.arg.string({ required: true, description: 'One of the 12 preset names.' }),
    },
    resolve: (_root, args, context) => updateTheme(context.platform, context, args),
  }),
);

builder.mutationField('settingsQuotasUpdate', (t) =>
  t.field({
    type: AdminSettingsRef,
    description:
      'Sets the monthly quotas; the add guards and creates on every instance apply them at once.',
    authScopes: { access: { section: 'settings', level: 'write' } },
    args: { data: t.arg({ type: QuotasInputRef, required: true, description: 'The quotas.' }) },
    resolve: (_root, args, context) => updateQuotas(context.platform, context, args.data),
  }),
);

builder.mutationField('settingsSupportUpdate', (t) =>
  t.field({
    type: AdminSettingsRef,
    description:
      'Sets the support settings the footer, download section and contact-us mail use from now on.',
    authScopes: { access: { section: 'settings', level: 'write' } },
    args: {
      data: t.arg({ type: SupportInputRef, required: true, description: 'The support settings.' }),
    },
    resolve: (_root, args, context) => updateSupport(context.platform, context, args.data),
  }),
);

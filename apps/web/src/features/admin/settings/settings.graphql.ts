import { graphql, type ResultOf } from '../../../app/graphql';

const AdminSettingsFields = graphql(`
  fragment AdminSettingsFields on AdminSettings @_unmask {
    theme
    quotas {
      prescription
      job
      facility
    }
    support {
      email
      companyEn
      companyAr
      facebookUrl
      twitterUrl
      linkedinUrl
      instagramUrl
      appStoreUrl
      googlePlayUrl
    }
  }
`);

export type AdminSettingsValues = ResultOf<typeof AdminSettingsFields>;

/** The settings page's values (owner). */
export const SettingsQuery = graphql(
  `
    query AdminSettings {
      settings {
        ...AdminSettingsFields
      }
    }
  `,
  [AdminSettingsFields],
);

export const SettingsThemeUpdateMutation = graphql(
  `
    mutation SettingsThemeUpdate($theme: String!) {
      settingsThemeUpdate(theme: $theme) {
        ...AdminSettingsFields
      }
    }
  `,
  [AdminSettingsFields],
);

export const SettingsQuotasUpdateMutation = graphql(
  `
    mutation SettingsQuotasUpdate($data: SettingsQuotasInput!) {
      settingsQuotasUpdate(data: $data) {
        ...AdminSettingsFields
      }
    }
  `,
  [AdminSettingsFields],
);

export const SettingsSupportUpdateMutation = graphql(
  `
    mutation SettingsSupportUpdate($data: SettingsSupportInput!) {
      settingsSupportUpdate(data: $data) {
        ...AdminSettingsFields
      }
    }
  `,
  [AdminSettingsFields],
);

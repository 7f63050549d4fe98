import { graphql } from '../../app/graphql';

export const SupportSettingsQuery = graphql(`
  query HomeSupportSettings {
    supportSettings {
      email
      company
      facebookUrl
      twitterUrl
      linkedinUrl
      instagramUrl
      appStoreUrl
      googlePlayUrl
    }
  }
`);

import { graphql } from '../graphql';

export const FooterSocialLinksQuery = graphql(`
  query FooterSocialLinks {
    supportSettings {
      email
      company
      facebookUrl
      twitterUrl
      linkedinUrl
      instagramUrl
    }
  }
`);

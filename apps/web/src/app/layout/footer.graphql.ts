import { graphql } from '../graphql';

export const FooterSocialLinksQuery = graphql(`
  query FooterSocialLinks {
    supportSettings {
      company
      facebookUrl
      twitterUrl
      linkedinUrl
      instagramUrl
    }
  }
`);

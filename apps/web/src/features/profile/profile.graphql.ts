import { graphql, type ResultOf } from '../../app/graphql';

export const ProfileFields = graphql(`
  fragment ProfileFields on CurrentUser @_unmask {
    id
    fullName
    email
    emailVerified
    phoneNumber
    countryCode
    countryName
    avatar
    language
    registrationComplete
    createdAt
  }
`);

export const ProfileQuery = graphql(
  `
    query Profile {
      authMe {
        ...ProfileFields
      }
    }
  `,
  [ProfileFields],
);

export const ProfileUpdateMutation = graphql(
  `
    mutation ProfileUpdate($profile: ProfileInput!) {
      authUpdateProfile(profile: $profile) {
        ...ProfileFields
      }
    }
  `,
  [ProfileFields],
);

export type Profile = ResultOf<typeof ProfileFields>;

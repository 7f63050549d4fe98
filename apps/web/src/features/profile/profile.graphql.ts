import { graphql, type ResultOf } from '../../app/graphql';

export const ProfileFields = graphql(`
  fragment ProfileFields on CurrentUser @_unmask {
    id
    fullName
    email
    emailVerified
    phoneNumber
    phoneNumberVerified
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

export const SendPhoneCodeMutation = graphql(`
  mutation SendPhoneCode {
    authSendPhoneVerificationCode
  }
`);

export const VerifyPhoneMutation = graphql(
  `
    mutation VerifyPhone($code: String!) {
      authVerifyPhoneNumber(code: $code) {
        ...ProfileFields
      }
    }
  `,
  [ProfileFields],
);

export type Profile = ResultOf<typeof ProfileFields>;

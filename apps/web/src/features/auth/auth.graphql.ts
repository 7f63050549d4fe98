import { graphql, type ResultOf } from '../../app/graphql';

export const AuthProvidersQuery = graphql(`
  query AuthProviders {
    authProviders
  }
`);

export const AuthEmailStatusQuery = graphql(`
  query AuthEmailStatus {
    authMe {
      id
      email
      emailVerified
    }
  }
`);

export const SendVerificationEmailMutation = graphql(`
  mutation SendVerificationEmail {
    authSendEmailAddressVerificationEmail
  }
`);

export const SendPasswordResetEmailMutation = graphql(`
  mutation SendPasswordResetEmail($email: String!) {
    authSendPasswordResetEmail(email: $email)
  }
`);

/** What SPEC §6 needs for a complete registration, and whether it is complete. */
const RegistrationFields = graphql(`
  fragment RegistrationFields on CurrentUser @_unmask {
    id
    phoneNumber
    idNumber
    userType
    userCategory
    registrationComplete
  }
`);
export type Registration = ResultOf<typeof RegistrationFields>;

export const RegistrationQuery = graphql(
  `
    query Registration {
      authMe {
        ...RegistrationFields
      }
    }
  `,
  [RegistrationFields],
);

export const CompleteRegistrationMutation = graphql(
  `
    mutation CompleteRegistration($profile: ProfileInput!) {
      authUpdateProfile(profile: $profile) {
        ...RegistrationFields
      }
    }
  `,
  [RegistrationFields],
);

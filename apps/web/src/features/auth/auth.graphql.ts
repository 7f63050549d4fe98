import { graphql } from '../../app/graphql';

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

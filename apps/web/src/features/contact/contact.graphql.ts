import { graphql } from '../../app/graphql';

export const ContactCreateMutation = graphql(`
  mutation ContactCreate($data: ContactInput!) {
    contactCreate(data: $data) {
      name
      email
    }
  }
`);

import { graphql } from '../../../app/graphql';

/** What waits now, for the sections the viewer reads (the admin home). */
export const AdminAttentionQuery = graphql(`
  query AdminAttention {
    adminAttention {
      key
      section
      count
    }
  }
`);

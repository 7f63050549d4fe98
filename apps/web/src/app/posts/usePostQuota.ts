import { useQuery } from 'urql';
import { graphql, type VariablesOf } from '../graphql';

const PostQuotaQuery = graphql(`
  query PostQuota($kind: PostKind!) {
    postQuota(kind: $kind) {
      used
      limit
    }
  }
`);

export interface PostQuotaState {
  /** Whether the answer has come (the form waits for it). */
  known: boolean;
  /** The month's limit when the viewer has reached it, else null. */
  fullAt: number | null;
}

/**
 * The add guard of SPEC §2 for a kind of post, asked fresh where a form mounts: a user at the
 * month's limit is told before filling anything in.
 */
export function usePostQuota(kind: VariablesOf<typeof PostQuotaQuery>['kind']): PostQuotaState {
  const [{ data, error }] = useQuery({
    query: PostQuotaQuery,
    variables: { kind },
    requestPolicy: 'network-only',
  });
  const quota = data?.postQuota;
  return {
    // An error opens the form anyway: the server still refuses past the limit.
    known: quota !== undefined || error !== undefined,
    fullAt: quota && quota.used >= quota.limit ? quota.limit : null,
  };
}

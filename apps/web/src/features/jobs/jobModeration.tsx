import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import { graphql } from '../../app/graphql';
import { useDeactivationReasons } from '../../app/posts/moderationParts';
import type { PostModeration } from '../../app/posts/postKind';
import { PostMediaIcon } from '../../app/ui/PostMedia';

const JobAcceptMutation = graphql(`
  mutation ModerationJobAccept($id: ID!) {
    jobAccept(id: $id) {
      id
      postStatus
    }
  }
`);

const JobDeleteMutation = graphql(`
  mutation ModerationJobDelete($id: ID!, $reasonId: ID!) {
    jobDelete(id: $id, reasonId: $reasonId) {
      id
      postStatus
    }
  }
`);

const JobEditAcceptMutation = graphql(`
  mutation ModerationJobEditAccept($id: ID!) {
    jobEditAccept(id: $id) {
      id
      hasPendingEdit
    }
  }
`);

const JobEditRejectMutation = graphql(`
  mutation ModerationJobEditReject($id: ID!, $reasonId: ID!) {
    jobEditReject(id: $id, reasonId: $reasonId) {
      id
      hasPendingEdit
    }
  }
`);

/** An ad has no photo: the kind's icon stands in. */
function JobMedia() {
  return <PostMediaIcon icon={<SolutionOutlined />} />;
}

/**
 * How moderators review job ads (the moderation page's "Jobs" tab): one of the job
 * deactivation reasons of the reference data, by id, without details.
 */
export const jobModeration: PostModeration<'job'> = {
  kind: 'job',
  useReasons: () => useDeactivationReasons('job'),
  withDetails: false,
  Media: JobMedia,
  accept: async (client, id) =>
    (await client.mutation(JobAcceptMutation, { id }).toPromise()).error,
  remove: async (client, id, choice) =>
    (await client.mutation(JobDeleteMutation, { id, reasonId: choice.value }).toPromise()).error,
  acceptEdit: async (client, id) =>
    (await client.mutation(JobEditAcceptMutation, { id }).toPromise()).error,
  rejectEdit: async (client, id, choice) =>
    (await client.mutation(JobEditRejectMutation, { id, reasonId: choice.value }).toPromise())
      .error,
};

import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { graphql } from '../../app/graphql';
import { ModerationPhoto, useDeactivationReasons } from '../../app/posts/moderationParts';
import type { ModerationMediaProps, PostModeration } from '../../app/posts/postKind';

const PropertyAcceptMutation = graphql(`
  mutation ModerationPropertyAccept($id: ID!) {
    propertyAccept(id: $id) {
      id
      postStatus
    }
  }
`);

const PropertyDeleteMutation = graphql(`
  mutation ModerationPropertyDelete($id: ID!, $reasonId: ID!) {
    propertyDelete(id: $id, reasonId: $reasonId) {
      id
      postStatus
    }
  }
`);

const PropertyEditAcceptMutation = graphql(`
  mutation ModerationPropertyEditAccept($id: ID!) {
    propertyEditAccept(id: $id) {
      id
      hasPendingEdit
    }
  }
`);

const PropertyEditRejectMutation = graphql(`
  mutation ModerationPropertyEditReject($id: ID!, $reasonId: ID!) {
    propertyEditReject(id: $id, reasonId: $reasonId) {
      id
      hasPendingEdit
    }
  }
`);

/** The facility's cover, or the kind's icon for an ad without photos (a purchase request). */
function FacilityMedia({ item }: ModerationMediaProps) {
  return <ModerationPhoto item={item} icon={<ShopOutlined aria-hidden />} />;
}

/**
 * How moderators review facility ads (the moderation page's "Facilities" tab): one of the
 * property deactivation reasons of the reference data, by id, without details.
 */
export const facilityModeration: PostModeration<'facility'> = {
  kind: 'facility',
  useReasons: () => useDeactivationReasons('property'),
  withDetails: false,
  Media: FacilityMedia,
  accept: async (client, id) =>
    (await client.mutation(PropertyAcceptMutation, { id }).toPromise()).error,
  remove: async (client, id, choice) =>
    (await client.mutation(PropertyDeleteMutation, { id, reasonId: choice.value }).toPromise())
      .error,
  acceptEdit: async (client, id) =>
    (await client.mutation(PropertyEditAcceptMutation, { id }).toPromise()).error,
  rejectEdit: async (client, id, choice) =>
    (await client.mutation(PropertyEditRejectMutation, { id, reasonId: choice.value }).toPromise())
      .error,
};

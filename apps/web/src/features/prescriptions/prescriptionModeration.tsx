import { useMemo } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { graphql } from '../../app/graphql';
import {
  OTHER_REASON,
  type ModerationMediaProps,
  type PostModeration,
} from '../../app/posts/postKind';
import { ModerationPhoto } from '../../app/posts/moderationParts';

const PrescriptionAcceptMutation = graphql(`
  mutation ModerationPrescriptionAccept($id: ID!) {
    prescriptionAccept(id: $id) {
      id
      postStatus
    }
  }
`);

const PrescriptionDeleteMutation = graphql(`
  mutation ModerationPrescriptionDelete($id: ID!, $reason: String!) {
    prescriptionDelete(id: $id, reason: $reason) {
      id
      postStatus
    }
  }
`);

const PrescriptionEditAcceptMutation = graphql(`
  mutation ModerationPrescriptionEditAccept($id: ID!) {
    prescriptionEditAccept(id: $id) {
      id
      hasPendingEdit
    }
  }
`);

const PrescriptionEditRejectMutation = graphql(`
  mutation ModerationPrescriptionEditReject($id: ID!, $reason: String!) {
    prescriptionEditReject(id: $id, reason: $reason) {
      id
      hasPendingEdit
    }
  }
`);

/** The preset reasons, in the dialog's order; their labels are the moderation catalogue's. */
export const DELETE_REASONS = [
  'notMedical',
  'personalData',
  'unclearPhoto',
  'duplicate',
  'advertising',
  OTHER_REASON,
] as const;

/** The photo (opens full size) or, without one, a placeholder. */
function PrescriptionMedia({ item }: ModerationMediaProps) {
  return <ModerationPhoto item={item} icon={<PictureOutlined aria-hidden />} />;
}

/**
 * How moderators review prescriptions (the moderation page's first tab): a written reason, a
 * preset in the moderator's language with details for the author, or the details alone.
 */
export const prescriptionModeration: PostModeration<'prescription'> = {
  kind: 'prescription',
  useReasons: () => {
    const { t } = useTranslation('moderation');
    return useMemo(
      () => DELETE_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) })),
      [t],
    );
  },
  withDetails: true,
  Media: PrescriptionMedia,
  accept: async (client, id) =>
    (await client.mutation(PrescriptionAcceptMutation, { id }).toPromise()).error,
  remove: async (client, id, choice) =>
    (await client.mutation(PrescriptionDeleteMutation, { id, reason: choice.text }).toPromise())
      .error,
  acceptEdit: async (client, id) =>
    (await client.mutation(PrescriptionEditAcceptMutation, { id }).toPromise()).error,
  rejectEdit: async (client, id, choice) =>
    (await client.mutation(PrescriptionEditRejectMutation, { id, reason: choice.text }).toPromise())
      .error,
};

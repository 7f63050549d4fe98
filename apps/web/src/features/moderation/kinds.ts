import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, type Client, type CombinedError } from 'urql';
import { useLanguage } from '../../app/i18n/useLanguage';
import {
  DELETE_REASONS,
  OTHER_REASON,
  composeReason,
  type DeleteChoice,
  type ReasonOption,
} from './deleteReason';
import type { ItemBodyProps } from './itemBody';
import { JobBody } from './JobBody';
import {
  DeactivationReasonsQuery,
  JobAcceptMutation,
  JobDeleteMutation,
  PrescriptionAcceptMutation,
  PrescriptionDeleteMutation,
  type PostKind,
} from './moderation.graphql';
import { PrescriptionBody } from './PrescriptionBody';

/**
 * What the moderation page needs to know about one kind of post. The page itself is driven by
 * MODERATION_KINDS: a tab per kind, the shared queue (`moderationQueue(kind)`), the shared card
 * (author, date, Accept, Delete) around the kind's own body, and the kind's mutations.
 */
export interface ModerationKind {
  kind: PostKind;
  /** The deletion reasons offered, in order, in the page language; undefined while loading. */
  useReasons: () => readonly ReasonOption[] | undefined;
  /** Whether the moderator writes details for the author beside (or instead of) a reason. */
  withDetails: boolean;
  /** The post's own content: photo, title, text… */
  Body: ComponentType<ItemBodyProps>;
  accept: (client: Client, id: string) => Promise<CombinedError | undefined>;
  remove: (client: Client, id: string, choice: DeleteChoice) => Promise<CombinedError | undefined>;
}

/** Prescriptions: written reasons (a preset in the moderator's language, plus details). */
const prescription: ModerationKind = {
  kind: 'prescription',
  useReasons: () => {
    const { t } = useTranslation('moderation');
    return useMemo(
      () => DELETE_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) })),
      [t],
    );
  },
  withDetails: true,
  Body: PrescriptionBody,
  accept: async (client, id) =>
    (await client.mutation(PrescriptionAcceptMutation, { id }).toPromise()).error,
  remove: async (client, id, choice) => {
    const reason = composeReason(
      choice.value === OTHER_REASON ? null : choice.label,
      choice.details,
    );
    return (await client.mutation(PrescriptionDeleteMutation, { id, reason }).toPromise()).error;
  },
};

/** Jobs: one of the job deactivation reasons of the reference data (SPEC §3), by id. */
const job: ModerationKind = {
  kind: 'job',
  useReasons: () => {
    const language = useLanguage();
    const [{ data }] = useQuery({
      query: DeactivationReasonsQuery,
      variables: { category: 'job' },
    });
    return useMemo(
      () =>
        data?.deactivationReasons.map((reason) => ({
          value: reason.id,
          label: reason.name[language],
        })),
      [data, language],
    );
  },
  withDetails: false,
  Body: JobBody,
  accept: async (client, id) =>
    (await client.mutation(JobAcceptMutation, { id }).toPromise()).error,
  remove: async (client, id, choice) =>
    (await client.mutation(JobDeleteMutation, { id, reasonId: choice.value }).toPromise()).error,
};

/**
 * Every kind the server moderates, in tab order. Facilities add theirs here; the record below
 * fails to compile when the server's `PostKind` gains a kind without an entry.
 */
const BY_KIND: { readonly [K in PostKind]: ModerationKind & { kind: K } } = {
  prescription: { ...prescription, kind: 'prescription' },
  job: { ...job, kind: 'job' },
};

export const MODERATION_KINDS: readonly ModerationKind[] = [BY_KIND.prescription, BY_KIND.job];

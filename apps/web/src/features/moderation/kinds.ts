import type { ComponentType } from 'react';
import type { Client, CombinedError } from 'urql';
import type { DeleteReason } from './deleteReason';
import {
  PrescriptionAcceptMutation,
  PrescriptionDeleteMutation,
  type PostKind,
  type QueueItem,
} from './moderation.graphql';
import { PrescriptionBody } from './PrescriptionBody';

export interface ItemBodyProps {
  item: QueueItem;
  /** The id the body gives its title, so the card and its buttons are named by it. */
  titleId: string;
}

/**
 * What the moderation page needs to know about one kind of post. The page itself is driven by
 * MODERATION_KINDS: a tab per kind, the shared queue (`moderationQueue(kind)`), the shared card
 * (author, date, Accept, Delete) around the kind's own body, and the kind's mutations.
 */
export interface ModerationKind {
  kind: PostKind;
  /** Preset deletion reasons offered for this kind, in order ('other' last). */
  reasons: readonly DeleteReason[];
  /** The post's own content: photo, title, text… */
  Body: ComponentType<ItemBodyProps>;
  accept: (client: Client, id: string) => Promise<CombinedError | undefined>;
  remove: (client: Client, id: string, reason: string) => Promise<CombinedError | undefined>;
}

const prescription: ModerationKind = {
  kind: 'prescription',
  reasons: ['notMedical', 'personalData', 'unclearPhoto', 'duplicate', 'advertising', 'other'],
  Body: PrescriptionBody,
  accept: async (client, id) =>
    (await client.mutation(PrescriptionAcceptMutation, { id }).toPromise()).error,
  remove: async (client, id, reason) =>
    (await client.mutation(PrescriptionDeleteMutation, { id, reason }).toPromise()).error,
};

/**
 * Every kind the server moderates, in tab order. Jobs and facilities add theirs here; the
 * record below fails to compile when the server's `PostKind` gains a kind without an entry.
 */
const BY_KIND: { readonly [K in PostKind]: ModerationKind & { kind: K } } = {
  prescription: { ...prescription, kind: 'prescription' },
};

export const MODERATION_KINDS: readonly ModerationKind[] = [BY_KIND.prescription];

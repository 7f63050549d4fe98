import type { ComponentType } from 'react';
import type { Client, CombinedError } from 'urql';

/**
 * A kind of post (prescription, job…) as the shared post screens see it. Each kind declares
 * its own in its feature (e.g. jobs/jobModeration.tsx); the screens work from these
 * definitions and know nothing of a kind's fields or mutations. The moderation part is a module
 * of its own so that it loads only with the moderation page.
 */

/** What the moderation queue shows of any pending post (a structural part of its item). */
export interface ModerationItem {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

/** A reason offered in the delete dialog: a kind's preset or a reference-data reason. */
export interface ReasonOption {
  value: string;
  label: string;
}

/** The free-text choice of a preset list: its details are the whole reason. */
export const OTHER_REASON = 'other';

/** What the moderator chose in the delete dialog. */
export interface DeleteChoice extends ReasonOption {
  details: string;
  /** The reason as the author reads it: the preset's label and the details (see the dialog). */
  text: string;
}

export interface ModerationMediaProps {
  item: ModerationItem;
}

/** How moderators review one kind: a tab of the moderation page with its queue. */
export interface PostModeration<Kind extends string = string> {
  kind: Kind;
  /** The deletion reasons offered, in order, in the page language; undefined while loading. */
  useReasons: () => readonly ReasonOption[] | undefined;
  /** Whether the moderator writes details for the author beside (or instead of) a reason. */
  withDetails: boolean;
  /** The post's picture, or the kind's placeholder, beside its title and text. */
  Media: ComponentType<ModerationMediaProps>;
  accept: (client: Client, id: string) => Promise<CombinedError | undefined>;
  remove: (client: Client, id: string, choice: DeleteChoice) => Promise<CombinedError | undefined>;
  /** An edit of an accepted post (ADR 0021): accepting makes it public… */
  acceptEdit: (client: Client, id: string) => Promise<CombinedError | undefined>;
  /** …rejecting drops it with the same kind of reason; the accepted post stays. */
  rejectEdit: (
    client: Client,
    id: string,
    choice: DeleteChoice,
  ) => Promise<CombinedError | undefined>;
}

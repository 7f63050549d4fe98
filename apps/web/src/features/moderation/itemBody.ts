import type { QueueItem } from './moderation.graphql';

/** What a kind's body component is given (see `ModerationKind.Body` in kinds.ts). */
export interface ItemBodyProps {
  item: QueueItem;
  /** The id the body gives its title, so the card and its buttons are named by it. */
  titleId: string;
}

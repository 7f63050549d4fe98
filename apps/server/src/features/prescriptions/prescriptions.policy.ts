import { forbidden } from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';
import { isModerator } from '../posts/posts';

/**
 * Ownership rules (issue 6 §11): only the author edits or deletes a prescription or a comment;
 * moderators (owner, editor, entityEditor) may delete comments and moderate posts, but never
 * edit someone else's words.
 */
export function requireAuthor(record: { createdBy: string }, viewer: Viewer): void {
  if (record.createdBy !== viewer.id) throw forbidden('Only the author may do this.');
}

export function requireAuthorOrModerator(record: { createdBy: string }, viewer: Viewer): void {
  if (record.createdBy !== viewer.id && !isModerator(viewer.roles))
    throw forbidden('Only the author or a moderator may do this.');
}

/** "Someone is typing": one signal per user and prescription every 2 seconds; more are dropped. */
export const TYPING_RATE_LIMIT = { points: 1, durationSeconds: 2 };

/** At most this many comments in one commentDestroy. */
export const COMMENT_DESTROY_MAX = 50;

/** The ephemeral bus topic of typing signals (never stored in the event table). */
export const TYPING_TOPIC = 'prescription-typing';

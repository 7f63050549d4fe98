import { rolesWith } from './access';

/**
 * Posts (prescriptions now; jobs and facilities later) as both sides see them (SPEC §4, §6).
 * The server's post mechanism (apps/server/src/features/posts/posts.ts) and the admin
 * moderation queue read the same list, so the menu entry and the API agree on who moderates.
 */

/** Moderators of SPEC §6: accept or delete pending posts (the role table's moderation writers). */
export const POST_MODERATORS = rolesWith('moderation', 'write');

/** The moderation queue shows this many pending posts at a time (the server's default page). */
export const MODERATION_PAGE_SIZE = 20;

/**
 * The reason stored when an author deletes their own post: the apps say "you deleted it"
 * rather than show it as a moderator's reason.
 */
export const DELETED_BY_AUTHOR = 'deletedByAuthor';

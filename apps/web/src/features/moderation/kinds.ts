import type { PostModeration } from '../../app/posts/postKind';
import { facilityModeration } from '../facilities/facilityModeration';
import { jobModeration } from '../jobs/jobModeration';
import { prescriptionModeration } from '../prescriptions/prescriptionModeration';
import type { PostKind } from './moderation.graphql';

/**
 * Every kind the server moderates, in tab order: each kind declares how it is reviewed in its
 * own feature (PostModeration); the page gives it a tab, the shared queue
 * (`moderationQueue(kind)`) and the shared card (author, date, Accept, Delete) around its
 * media, title and text. The record fails to compile when the server's `PostKind` gains a
 * kind without an entry.
 */
const BY_KIND: { readonly [K in PostKind]: PostModeration<K> } = {
  prescription: prescriptionModeration,
  job: jobModeration,
  facility: facilityModeration,
};

export const MODERATION_KINDS: readonly PostModeration<PostKind>[] = [
  BY_KIND.prescription,
  BY_KIND.job,
  BY_KIND.facility,
];

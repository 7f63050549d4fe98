import { z } from 'zod';
import {
  PRESCRIPTION_TITLE_MIN,
  PRESCRIPTION_TITLE_MAX,
  PRESCRIPTION_DESCRIPTION_MIN,
  PRESCRIPTION_DESCRIPTION_MAX,
  COMMENT_MAX,
} from './prescriptions';

/*
 * The prescription and comment input schemas (zod). The constants and types they use live in
 * `prescriptions.ts`, which loads no zod: a page that needs a page size or a label does not pay
 * for the form's rules (ADR 0035).
 */

const title = z
  .string()
  .trim()
  .min(PRESCRIPTION_TITLE_MIN, { error: 'invalidTitle' })
  .max(PRESCRIPTION_TITLE_MAX, { error: 'invalidTitle' });
const description = z
  .string()
  .trim()
  .min(PRESCRIPTION_DESCRIPTION_MIN, { error: 'invalidDescription' })
  .max(PRESCRIPTION_DESCRIPTION_MAX, { error: 'invalidDescription' });
const imageUploadId = z.string().trim().min(1, { error: 'imageRequired' });

export const prescriptionInputSchema = z.object({
  title,
  description,
  /** Missing, null or empty: 'imageRequired' (not the generic 'required'). */
  imageUploadId: z
    .string()
    .trim()
    .nullish()
    .transform((value, context) => {
      if (value) return value;
      context.addIssue({ code: 'custom', message: 'imageRequired' });
      return z.NEVER;
    }),
});
export type PrescriptionInput = z.infer<typeof prescriptionInputSchema>;

/** An edit: every field optional; a missing image keeps the current one. */
export const prescriptionUpdateSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  imageUploadId: imageUploadId.optional(),
});
export type PrescriptionUpdate = z.infer<typeof prescriptionUpdateSchema>;

export const commentInputSchema = z.object({
  comment: z
    .string()
    .trim()
    .min(1, { error: 'invalidComment' })
    .max(COMMENT_MAX, { error: 'invalidComment' }),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/** A deletion reason given by a moderator (SPEC §3 deactivation reason). */
export const deactivationReasonSchema = z
  .string()
  .trim()
  .min(3, { error: 'invalidReason' })
  .max(500, { error: 'invalidReason' });

import { deactivationReasonSchema } from '@dawa/shared/prescriptionInput';
import { OTHER_REASON } from '../../app/posts/postKind';

/**
 * The written deletion reason (stored as the post's deactivation reason and shown to its
 * author) of the kinds that take one: a preset, in the moderator's language, optionally
 * followed by details; or, with "other", the details alone. The server's bounds (trimmed
 * length) follow.
 */
export const REASON_MIN = deactivationReasonSchema.minLength ?? 3;
export const REASON_MAX = deactivationReasonSchema.maxLength ?? 500;

const SEPARATOR = ' — ';

/** The text sent to the server; `presetText` is null for "other". */
export function composeReason(presetText: string | null, details: string): string {
  const extra = details.trim();
  if (presetText === null) return extra;
  return extra ? `${presetText}${SEPARATOR}${extra}` : presetText;
}

/** How many characters of details fit beside the chosen preset. */
export function detailsMaxLength(presetText: string | null): number {
  return presetText === null
    ? REASON_MAX
    : Math.max(0, REASON_MAX - presetText.length - SEPARATOR.length);
}

export type ReasonProblem = 'reasonRequired' | 'detailsRequired' | 'tooLong';

/** Why the dialog cannot be sent yet, or null when it can. */
export function reasonProblem(
  choice: string | undefined,
  presetText: string | null,
  details: string,
): ReasonProblem | null {
  if (!choice) return 'reasonRequired';
  const other = choice === OTHER_REASON;
  const reason = composeReason(other ? null : presetText, details);
  if (reason.length < REASON_MIN) return other ? 'detailsRequired' : 'reasonRequired';
  if (reason.length > REASON_MAX) return 'tooLong';
  return null;
}

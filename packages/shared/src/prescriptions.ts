/**
 * Prescription and comment input rules, shared by the server and the web forms. SPEC §5 shows
 * no bounds for the product's own fields; these are ours:
 * - title: 3–120 characters after trimming (a card shows one line; 120 fits two on a phone).
 * - description: 10–2000 characters (a case summary, not an essay; short ones say nothing).
 * - image: required on create (an upload id from `POST /api/uploads?purpose=prescription`);
 *   on update, leaving it out keeps the current image.
 * - comment: 1–1000 characters.
 * Messages are catalogue keys under `validation.` (SPEC §5 'Invalid Title', 'Description').
 */
export const PRESCRIPTION_TITLE_MIN = 3;
export const PRESCRIPTION_TITLE_MAX = 120;
export const PRESCRIPTION_DESCRIPTION_MIN = 10;
export const PRESCRIPTION_DESCRIPTION_MAX = 2000;
export const COMMENT_MAX = 1000;

/** SPEC §9: prescriptions 20 per page, comments 5 at a time (newest first). */
export const PRESCRIPTION_PAGE_SIZE = 20;
/**
 * Opening `?page=N` without a cursor fetches N pages at once (SPEC §9 "route restore fetches
 * page times limit"); the list accepts that many rows, up to page 25.
 */
export const PRESCRIPTION_FETCH_MAX = PRESCRIPTION_PAGE_SIZE * 25;
export const COMMENT_PAGE_SIZE = 5;

/** SPEC §9/§8: 'You Can Not Add More Than 3 Prescriptions In A Month'; the setting's default. */
export const PRESCRIPTION_QUOTA_DEFAULT = 3;
/** The setting holding the monthly limit (admin-editable later). */
export const PRESCRIPTION_QUOTA_SETTING = 'quota.prescription';
/**
 * The QUOTA_EXCEEDED error carries one field error: path `quota`, message this key, and
 * `params.limit` (the number for the message's placeholder).
 */
export const PRESCRIPTION_QUOTA_MESSAGE = 'prescriptionQuota';

/** A client sends "typing" at most this often while someone types a comment. */
export const TYPING_INTERVAL_MS = 3000;
/** The web hides the indicator when no new signal came for this long. */
export const TYPING_TIMEOUT_MS = 6000;

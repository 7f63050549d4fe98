/** Business constants of SPEC §9, shared by server and web. */
export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_DIGITS = 11;
export const VERIFICATION_CODE_LENGTH = 6;

export const TOAST_DURATION_MS = 6000;
/** SPEC §9: a notification flagged `new` shows a toast for 3 s. */
export const NOTIFICATION_TOAST_DURATION_MS = 3000;
/** SPEC §4: the badge shows `9+` at this many unread or more (here: the header loads no zod). */
export const NOTIFICATION_BADGE_MAX = 10;

export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MAX = 5000;
export const EMAIL_MAX = 254;

/** At most this many analytics events in one call; the web app sends them in batches. */
export const ANALYTICS_BATCH_MAX = 50;

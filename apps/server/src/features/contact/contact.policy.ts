/** Per IP, so the form cannot be used to flood the support mailbox. */
export const CONTACT_RATE_LIMIT = { points: 5, durationSeconds: 60 * 60 };

/** A contact message's state in the admin list (issue #16): nobody has opened it yet, or read. */
export const CONTACT_STATUSES = ['unread', 'read'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

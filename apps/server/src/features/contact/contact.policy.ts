import type { Role } from '@dawa/shared/roles';

/** Contact messages are personal data: only these admin roles may read them. */
export const CONTACT_READERS: readonly Role[] = ['owner', 'editor', 'viewer'];

/** Per IP, so the form cannot be used to flood the support mailbox. */
export const CONTACT_RATE_LIMIT = { points: 5, durationSeconds: 60 * 60 };

import { NOTIFICATION_SENDERS } from '@dawa/shared/notifications';
import { hasAnyRole } from '@dawa/shared/roles';
import { forbidden } from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';
import { requireSignedIn } from '../../platform/errors';

/** Admins who may create and send notifications by hand (the system always may). */
export function isNotificationSender(viewer: Viewer): boolean {
  return hasAnyRole(viewer.roles, NOTIFICATION_SENDERS);
}

export function requireSender(viewer: Viewer | null): Viewer {
  const me = requireSignedIn(viewer);
  if (!isNotificationSender(me)) throw forbidden();
  return me;
}

/**
 * A user's notifications are theirs: only they (or an admin sender) may change them. Reading
 * is always one's own list; nobody reads another user's list through the API.
 */
export function requireOwnerOrSender(viewer: Viewer | null, userId: string): Viewer {
  const me = requireSignedIn(viewer);
  if (me.id !== userId && !isNotificationSender(me))
    throw forbidden("You may not change another user's notifications.");
  return me;
}

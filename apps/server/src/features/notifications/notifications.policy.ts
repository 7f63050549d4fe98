import { can } from '@dawa/shared/access';
import { forbidden, requireAccess, requireSignedIn } from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';

/** Admins who may create and send notifications by hand (the system always may). */
export function isNotificationSender(viewer: Viewer): boolean {
  return can(viewer.roles, 'notifications', 'write');
}

export function requireSender(viewer: Viewer | null): Viewer {
  return requireAccess(viewer, 'notifications', 'write');
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

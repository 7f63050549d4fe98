import { useEffect } from 'react';
import { useQuery } from 'urql';
import { NOTIFICATION_BADGE_MAX } from '@dawa/shared/limits';
import { graphql } from '../graphql';
import { useSession } from '../session/session';

export const UnreadCountQuery = graphql(`
  query NotificationsUnreadCount {
    notificationsUnreadCount
  }
`);

const listeners = new Set<() => void>();

/**
 * Asks the server for the count again: a notification arrived, or the bell / list marked some
 * read. Every mounted badge (header bell, drawer) follows.
 */
export function refreshUnreadNotificationCount(): void {
  for (const listener of listeners) listener();
}

/** Unread notifications of the signed-in user for the header bell and the drawer. */
export function useUnreadNotificationCount(): number {
  const session = useSession();
  const [{ data }, reexecute] = useQuery({
    query: UnreadCountQuery,
    pause: !session,
    requestPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (!session) return;
    const listener = () => reexecute({ requestPolicy: 'network-only' });
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [session, reexecute]);
  return session ? (data?.notificationsUnreadCount ?? 0) : 0;
}

/** SPEC §4: the badge shows "9+" from 10 on; nothing when all are read. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count >= NOTIFICATION_BADGE_MAX ? '9+' : String(count);
}

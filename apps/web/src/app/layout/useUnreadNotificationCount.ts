/**
 * Unread notifications of the signed-in user for the header bell. The Notifications feature
 * supplies the data; until then there is nothing unread.
 */
export function useUnreadNotificationCount(): number {
  return 0;
}

/** SPEC §4: the badge shows "9+" from 10 on; nothing when all are read. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count >= 10 ? '9+' : String(count);
}

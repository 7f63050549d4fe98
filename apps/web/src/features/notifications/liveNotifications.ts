import type { NotificationItem } from './notifications.graphql';

type Listener = (item: NotificationItem) => void;
const listeners = new Set<Listener>();

/** Lets an open bell dropdown or list show a notification the subscription just delivered. */
export function onLiveNotification(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishLiveNotification(item: NotificationItem): void {
  for (const listener of listeners) listener(item);
}

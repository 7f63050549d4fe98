import { useEffect, useRef } from 'react';
import { useClient } from 'urql';
import { NOTIFICATION_TOAST_DURATION_MS } from '@dawa/shared/limits';
import { NOTIFICATION_BELL_PAGE_SIZE } from '@dawa/shared/notifications';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { refreshUnreadNotificationCount } from '../../app/layout/useUnreadNotificationCount';
import { refreshSession } from '../../app/session/session';
import { keepSubscribed } from '../../app/urql/keepSubscribed';
import { publishLiveNotification } from './liveNotifications';
import {
  NotificationChangedSubscription,
  NotificationsQuery,
  NotificationUpdateMutation,
  type NotificationItem,
} from './notifications.graphql';
import { clampForToast, startupToasts } from './notificationToasts';
import { localized } from './notificationView';

/**
 * Held by the header bell while signed in, with the tab's one live stream: every change (one
 * arrived, or some read in any tab) refreshes the badge; one flagged `new` shows a 3 s toast in
 * the page language and is then saved as unread with `new` cleared (SPEC §4). On start, the
 * still-new ones from while no tab was open get the same (the newest one). Renders nothing.
 */
export function NotificationLive() {
  const client = useClient();
  const language = useLanguage();
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  }, [language]);

  useEffect(() => {
    let stopped = false;
    const toasted = new Set<string>();
    const pending = new Map<ReturnType<typeof setTimeout>, () => void>();
    const clearNew = (item: NotificationItem) => {
      void client
        .mutation(NotificationUpdateMutation, {
          userId: item.userId,
          id: item.id,
          data: { new: false },
        })
        .toPromise();
    };
    const toast = (item: NotificationItem) => {
      toasted.add(item.id);
      const current = languageRef.current;
      showToast(current, {
        type: 'info',
        key: `notification-${item.id}`,
        title: localized(item.title, current),
        description: clampForToast(localized(item.description, current)) || undefined,
        durationMs: NOTIFICATION_TOAST_DURATION_MS,
        // SPEC §4: shown for 3 s, then saved with `new` cleared; a pointer resting in the
        // corner must not hold it over the page.
        pauseOnHover: false,
        edge: 'top',
      });
      const timer = setTimeout(() => {
        pending.delete(timer);
        clearNew(item);
      }, NOTIFICATION_TOAST_DURATION_MS);
      pending.set(timer, () => clearNew(item));
    };

    // The newest notifications, for the still-new ones to toast: at start, and after a gap in
    // the stream (events of the gap are not replayed, ADR 0018).
    const catchUp = () =>
      void client
        .query(
          NotificationsQuery,
          { first: NOTIFICATION_BELL_PAGE_SIZE },
          { requestPolicy: 'network-only' },
        )
        .toPromise()
        .then(({ data }) => {
          // A failure leaves them new: the next start, or the bell, takes care of them.
          if (stopped || !data) return;
          const { toast: toToast, clearOnly } = startupToasts(data.notifications.items, toasted);
          toToast.forEach(toast);
          clearOnly.forEach(clearNew);
        });

    const unsubscribe = keepSubscribed(
      client,
      NotificationChangedSubscription,
      {},
      ({ notificationChanged: change }) => {
        refreshUnreadNotificationCount();
        const item = change.received;
        if (!item) return;
        publishLiveNotification(item);
        if (item.new && !toasted.has(item.id)) toast(item);
      },
      {
        onReopen: () => {
          refreshUnreadNotificationCount();
          catchUp();
        },
        // The session ended (signed out elsewhere, disabled): the app follows the session.
        onRefused: () => void refreshSession(),
      },
    );
    // Asked after subscribing, so one created meanwhile is not missed (`toasted` skips twins).
    catchUp();

    return () => {
      stopped = true;
      unsubscribe();
      // The toast was shown: clear `new` now rather than showing it again later.
      for (const [timer, clear] of pending) {
        clearTimeout(timer);
        clear();
      }
    };
  }, [client]);

  return null;
}

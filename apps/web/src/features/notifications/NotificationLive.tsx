import { useEffect, useRef } from 'react';
import { useClient } from 'urql';
import { NOTIFICATION_TOAST_DURATION_MS } from '@dawa/shared/limits';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { refreshUnreadNotificationCount } from '../../app/layout/useUnreadNotificationCount';
import { publishLiveNotification } from './liveNotifications';
import {
  NotificationReceivedSubscription,
  NotificationUpdateMutation,
} from './notifications.graphql';
import { localized } from './notificationView';

/**
 * Held by the header bell while signed in: each notification the server delivers raises the
 * badge; one flagged `new` shows a 3 s toast in the page language and is then saved as unread
 * with `new` cleared (SPEC §4). Renders nothing.
 */
export function NotificationLive() {
  const client = useClient();
  const language = useLanguage();
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  }, [language]);

  useEffect(() => {
    const pending = new Map<ReturnType<typeof setTimeout>, () => void>();
    const { unsubscribe } = client
      .subscription(NotificationReceivedSubscription, {})
      .subscribe(({ data }) => {
        const item = data?.notificationReceived;
        if (!item) return;
        refreshUnreadNotificationCount();
        publishLiveNotification(item);
        if (!item.new) return;
        const current = languageRef.current;
        showToast(current, {
          type: 'info',
          key: `notification-${item.id}`,
          title: localized(item.title, current),
          description: localized(item.description, current) || undefined,
          durationMs: NOTIFICATION_TOAST_DURATION_MS,
        });
        const clearNew = () => {
          void client
            .mutation(NotificationUpdateMutation, {
              userId: item.userId,
              id: item.id,
              data: { new: false },
            })
            .toPromise();
        };
        const timer = setTimeout(() => {
          pending.delete(timer);
          clearNew();
        }, NOTIFICATION_TOAST_DURATION_MS);
        pending.set(timer, clearNew);
      });
    return () => {
      unsubscribe();
      // The toast was shown: clear `new` now rather than showing it again later.
      for (const [timer, clearNew] of pending) {
        clearTimeout(timer);
        clearNew();
      }
    };
  }, [client]);

  return null;
}

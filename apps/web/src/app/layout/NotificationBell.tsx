import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { badgeText, useUnreadNotificationCount } from './useUnreadNotificationCount';
import { useLazyPopup } from './useLazyPopup';
import styles from './Header.module.css';

// Both load only for signed-in users (the header renders the bell only then).
const NotificationLive = lazy(() =>
  import('../../features/notifications/NotificationLive').then((module) => ({
    default: module.NotificationLive,
  })),
);
const loadDropdown = () => import('../../features/notifications/NotificationDropdown');
const NotificationDropdown = lazy(() =>
  loadDropdown().then((module) => ({ default: module.NotificationDropdown })),
);

export interface NotificationBellProps {
  className?: string;
}

/**
 * Bell with the unread badge; opens the notification dropdown (its own chunk, loaded when the
 * pointer or focus reaches the bell) and holds the live subscription. Only for signed-in users.
 */
export function NotificationBell({ className }: NotificationBellProps) {
  const { t } = useTranslation();
  const count = useUnreadNotificationCount();
  const badge = badgeText(count);
  const { activated, open, setOpen, triggerProps } = useLazyPopup(loadDropdown);

  const trigger = (
    <button
      type="button"
      className={className}
      data-testid="notification-bell"
      aria-haspopup="dialog"
      aria-label={
        count > 0 ? t('chrome.notifications.unread', { count }) : t('chrome.notifications.label')
      }
      {...triggerProps}
    >
      <BellOutlined aria-hidden className={styles.bellIcon} />
      {badge && (
        <span className={styles.badge} aria-hidden dir="ltr" data-testid="notification-badge">
          {badge}
        </span>
      )}
    </button>
  );

  return (
    <>
      <Suspense fallback={null}>
        <NotificationLive />
      </Suspense>
      {activated ? (
        <Suspense fallback={trigger}>
          <NotificationDropdown open={open} onOpenChange={setOpen}>
            {trigger}
          </NotificationDropdown>
        </Suspense>
      ) : (
        trigger
      )}
    </>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useLanguage } from '../i18n/useLanguage';
import { badgeText, useUnreadNotificationCount } from './useUnreadNotificationCount';
import styles from './Header.module.css';

export interface NotificationBellProps {
  className?: string;
}

/** Bell with the unread badge; opens the notification list. Only for signed-in users. */
export function NotificationBell({ className }: NotificationBellProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = useUnreadNotificationCount();
  const badge = badgeText(count);

  return (
    <Link
      to={`/${language}/notification`}
      className={className}
      aria-label={
        count > 0 ? t('chrome.notifications.unread', { count }) : t('chrome.notifications.label')
      }
    >
      <BellOutlined aria-hidden className={styles.bellIcon} />
      {badge && (
        <span className={styles.badge} aria-hidden>
          {badge}
        </span>
      )}
    </Link>
  );
}

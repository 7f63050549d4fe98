import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useLanguage } from '../../app/i18n/useLanguage';
import type { NotificationItem } from './notifications.graphql';
import { initialsOf } from '../../app/layout/initials';
import { formatRelativeTime } from '../../app/format/format';
import { localized, notificationHref } from './notificationView';
import styles from './Notifications.module.css';

export interface NotificationEntryProps {
  item: NotificationItem;
  /** Called when the entry is followed (close the dropdown, mark it read). */
  onOpen?: (item: NotificationItem) => void;
  compact?: boolean;
}

/** One notification: creator avatar, title in the page language, description and date. */
export function NotificationEntry({ item, onOpen, compact }: NotificationEntryProps) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const unread = item.status === 'unread';
  const title = localized(item.title, language);
  const description = localized(item.description, language);
  const href = notificationHref(language, item.type, item.postId);
  const name = item.creator?.fullName ?? t('item.system');

  const body = (
    <>
      <span className={styles.avatar} aria-hidden>
        {item.creator?.avatar ? (
          <img src={item.creator.avatar} alt="" width={36} height={36} />
        ) : item.creator ? (
          initialsOf(name)
        ) : (
          <img src="/favicon.svg" alt="" width={24} height={24} />
        )}
      </span>
      <span className={styles.text}>
        <span className={styles.entryTitle}>{title}</span>
        {description && (
          <span className={`${styles.description} ${compact ? styles.clamped : ''}`} dir="auto">
            {description}
          </span>
        )}
        <span className={styles.meta}>
          <bdi>{name}</bdi>
          <span aria-hidden>·</span>
          <time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt, language)}</time>
        </span>
      </span>
      {unread && <span className={styles.unreadDot} role="img" aria-label={t('item.unread')} />}
    </>
  );

  const className = `${styles.entry} ${unread ? styles.unread : ''} ${compact ? styles.compact : ''}`;
  if (!href) {
    return (
      // In the bell's panel the arrow keys reach it too.
      <div
        className={className}
        data-status={item.status}
        data-notification-entry
        tabIndex={compact ? -1 : undefined}
      >
        {body}
      </div>
    );
  }
  return (
    <Link
      to={href}
      className={className}
      data-status={item.status}
      data-notification-entry
      onClick={(_event: MouseEvent) => onOpen?.(item)}
    >
      {body}
    </Link>
  );
}

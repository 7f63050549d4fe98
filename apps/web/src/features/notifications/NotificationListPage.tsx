import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { NOTIFICATION_LIST_PAGE_SIZE } from '@dawa/shared/notifications';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { refreshUnreadNotificationCount } from '../../app/layout/useUnreadNotificationCount';
import { Pager } from '../../app/paging/Pager';
import { usePagedQuery } from '../../app/paging/usePagedQuery';
import { profilePath } from '../profile/profileTabs';
import { onLiveNotification } from './liveNotifications';
import { NotificationEntry } from './NotificationEntry';
import {
  NotificationsQuery,
  NotificationUpdateMutation,
  type NotificationItem,
} from './notifications.graphql';
import { localized } from './notificationView';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import { pageTitle } from '../../app/ui/pageTitle';
import styles from './Notifications.module.css';

/** `/{lang}/notification`: every notification, 20 a page, mark one read (SPEC §2, §9). */
export function NotificationListPage() {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  useDocumentTitle(t('title'));
  const handleError = useApiErrorHandler();
  const [reloadKey, setReloadKey] = useState(0);
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const [, update] = useMutation(NotificationUpdateMutation);

  const { page, goTo, current, loading, pager } = usePagedQuery(
    NotificationsQuery,
    'notifications',
    NOTIFICATION_LIST_PAGE_SIZE,
    reloadKey,
  );

  // New notifications show on the first page as they arrive.
  useEffect(
    () => (page === 1 ? onLiveNotification(() => setReloadKey((key) => key + 1)) : undefined),
    [page],
  );

  const markRead = async (item: NotificationItem) => {
    setReadIds((ids) => new Set(ids).add(item.id));
    const result = await update({ userId: item.userId, id: item.id, data: { status: 'read' } });
    if (result.error) {
      setReadIds((ids) => {
        const next = new Set(ids);
        next.delete(item.id);
        return next;
      });
      handleError(result.error);
    }
    refreshUnreadNotificationCount();
  };

  const items = (current?.items ?? []).map((item) =>
    readIds.has(item.id) ? { ...item, status: 'read' as const } : item,
  );

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={pageTitle}>{t('title')}</h1>
        <Link className={styles.settingsLink} to={profilePath(language, 'notifications')}>
          {t('page.settingsLink')}
        </Link>
      </header>
      <section aria-labelledby="notification-list-title" aria-busy={loading}>
        <h2 id="notification-list-title" className={visuallyHidden}>
          {t('title')}
        </h2>
        {!current && loading && (
          <p className={styles.status} role="status">
            {t('page.loading')}
          </p>
        )}
        {current && items.length === 0 && <p className={styles.status}>{t('page.empty')}</p>}
        {items.length > 0 && (
          <ul className={styles.pageList} data-testid="notification-list">
            {items.map((item) => (
              <li key={item.id} className={styles.pageRow}>
                <NotificationEntry
                  item={item}
                  onOpen={(opened) => {
                    if (opened.status === 'unread') void markRead(opened);
                  }}
                />
                {item.status === 'unread' && (
                  <button
                    type="button"
                    className={styles.markRead}
                    aria-label={t('page.markReadOf', { title: localized(item.title, language) })}
                    onClick={() => void markRead(item)}
                  >
                    {t('page.markRead')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <Pager namespace="notifications" page={page} pager={pager} goTo={goTo} />
      </section>
    </div>
  );
}

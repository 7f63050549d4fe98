import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useClient, type CombinedError } from 'urql';
import { Popover } from 'antd';
import { NOTIFICATION_BELL_PAGE_SIZE } from '@dawa/shared/notifications';
import { getTextDirection } from '@dawa/shared/language';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useLanguage } from '../../app/i18n/useLanguage';
import { refreshUnreadNotificationCount } from '../../app/layout/useUnreadNotificationCount';
import { AntdScope } from '../../app/theme/AntdScope';
import { onLiveNotification } from './liveNotifications';
import { NotificationEntry } from './NotificationEntry';
import {
  NotificationMarkAllReadMutation,
  NotificationsQuery,
  type NotificationItem,
} from './notifications.graphql';
import { useFeatureMessages } from './useFeatureMessages';
import styles from './Notifications.module.css';

export interface NotificationDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}

/** The bell's dropdown (antd Popover, own chunk): loaded on the first click on the bell. */
export function NotificationDropdown({ open, onOpenChange, children }: NotificationDropdownProps) {
  const language = useLanguage();
  return (
    <AntdScope>
      <Popover
        open={open}
        onOpenChange={onOpenChange}
        trigger="click"
        arrow={false}
        // antd places popovers physically: the bell sits at the reading end of the header.
        placement={getTextDirection(language) === 'rtl' ? 'bottomLeft' : 'bottomRight'}
        // The panel mounts on each opening (it fetches and marks all read then) and goes when
        // hidden. Never null: antd ignores clicks on a popover without content.
        destroyOnHidden
        content={<NotificationPanel onNavigate={() => onOpenChange(false)} />}
      >
        {children}
      </Popover>
    </AntdScope>
  );
}

interface PanelState {
  items: NotificationItem[];
  endCursor: string | null;
  hasNextPage: boolean;
  loaded: boolean;
}

/**
 * Fetches 10 at a time with cursor paging; opening it marks every unread notification read
 * (SPEC §4). The items keep the styling they had when fetched, so the user sees what was new.
 */
function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const ready = useFeatureMessages('notifications');
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const client = useClient();
  const [state, setState] = useState<PanelState>({
    items: [],
    endCursor: null,
    hasNextPage: false,
    loaded: false,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<CombinedError>();
  useApiErrorEffect(error);

  const fetchAfter = useCallback(
    async (after: string | null) => {
      const result = await client
        .query(
          NotificationsQuery,
          { first: NOTIFICATION_BELL_PAGE_SIZE, after },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      return { page: result.data?.notifications, error: result.error };
    },
    [client],
  );

  useEffect(() => {
    let cancelled = false;
    const open = async () => {
      const { page, error: fetchError } = await fetchAfter(null);
      if (cancelled) return;
      if (!page) {
        setError(fetchError);
        return;
      }
      setState({
        items: page.items,
        endCursor: page.pageInfo.endCursor ?? null,
        hasNextPage: page.pageInfo.hasNextPage,
        loaded: true,
      });
      const marked = await client.mutation(NotificationMarkAllReadMutation, {}).toPromise();
      if (marked.error) setError(marked.error);
      refreshUnreadNotificationCount();
    };
    void open();
    return () => {
      cancelled = true;
    };
  }, [client, fetchAfter]);

  // A notification delivered while the dropdown is open joins the top of the list.
  useEffect(
    () =>
      onLiveNotification((item) =>
        setState((previous) =>
          previous.items.some((existing) => existing.id === item.id)
            ? previous
            : { ...previous, items: [item, ...previous.items] },
        ),
      ),
    [],
  );

  const loadMore = async () => {
    setLoadingMore(true);
    const { page, error: fetchError } = await fetchAfter(state.endCursor);
    setLoadingMore(false);
    if (!page) {
      setError(fetchError);
      return;
    }
    setState((previous) => ({
      items: [
        ...previous.items,
        ...page.items.filter((item) => !previous.items.some((old) => old.id === item.id)),
      ],
      endCursor: page.pageInfo.endCursor ?? previous.endCursor,
      hasNextPage: page.pageInfo.hasNextPage,
      loaded: true,
    }));
  };

  if (!ready) return <div className={styles.panel} />;
  return (
    <section className={styles.panel} aria-label={t('bell.label')} data-testid="notification-panel">
      <header className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{t('title')}</h2>
        <Link to={`/${language}/notification`} className={styles.seeAll} onClick={onNavigate}>
          {t('bell.seeAll')}
        </Link>
      </header>
      <div className={styles.scroller} data-testid="notification-scroller">
        {!state.loaded && (
          <p className={styles.status} role="status">
            {t('bell.loading')}
          </p>
        )}
        {state.loaded && state.items.length === 0 && (
          <p className={styles.status}>{t('bell.empty')}</p>
        )}
        {state.items.length > 0 && (
          <ul className={styles.list}>
            {state.items.map((item) => (
              <li key={item.id}>
                <NotificationEntry item={item} compact onOpen={onNavigate} />
              </li>
            ))}
          </ul>
        )}
        {state.hasNextPage && (
          <button
            type="button"
            className={styles.loadMore}
            disabled={loadingMore}
            onClick={() => void loadMore()}
          >
            {t('bell.loadMore')}
          </button>
        )}
      </div>
    </section>
  );
}

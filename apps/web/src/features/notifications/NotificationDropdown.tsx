import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useClient, type CombinedError } from 'urql';
import { NOTIFICATION_BELL_PAGE_SIZE } from '@dawa/shared/notifications';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useLanguage } from '../../app/i18n/useLanguage';
import { refreshUnreadNotificationCount } from '../../app/layout/useUnreadNotificationCount';
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
  /** The id the bell's `aria-controls` names. */
  id: string;
  /** Called when a link in it is followed: the bell closes it. */
  onNavigate: () => void;
}

/** Where the arrow keys move: the notifications, links or not. */
const ENTRY_SELECTOR = '[data-notification-entry]';

/**
 * The bell's panel, a non-modal dialog hanging from the bell (own chunk). It mounts on each
 * opening (it fetches and marks all read then) and takes the focus on its heading; Up, Down,
 * Home and End move through the notifications, Tab through everything in it.
 */
export function NotificationDropdown({ id, onNavigate }: NotificationDropdownProps) {
  const ready = useFeatureMessages('notifications');
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const entries = [...event.currentTarget.querySelectorAll<HTMLElement>(ENTRY_SELECTOR)];
    const target = entryToFocus(entries, entries.indexOf(event.target as HTMLElement), event.key);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={ready ? headingId : undefined}
      className={styles.popup}
      data-testid="notification-panel"
      onKeyDown={onKeyDown}
    >
      {ready && (
        <NotificationPanel
          heading={
            <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.panelTitle}>
              {t('title')}
            </h2>
          }
          onNavigate={onNavigate}
        />
      )}
    </section>
  );
}

/** The entry a navigation key goes to from the one at `index` (-1: from elsewhere), if any. */
function entryToFocus(entries: HTMLElement[], index: number, key: string): HTMLElement | undefined {
  switch (key) {
    case 'ArrowDown':
      return entries[Math.min(index + 1, entries.length - 1)];
    case 'ArrowUp':
      return index < 0 ? entries.at(-1) : entries[Math.max(index - 1, 0)];
    case 'Home':
      return entries[0];
    case 'End':
      return entries.at(-1);
    default:
      return undefined;
  }
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
function NotificationPanel({
  heading,
  onNavigate,
}: {
  heading: ReactNode;
  onNavigate: () => void;
}) {
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

  return (
    <div className={styles.panel}>
      <header className={styles.panelHeader}>
        {heading}
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
    </div>
  );
}

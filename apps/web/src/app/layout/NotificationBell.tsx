import { BellIcon } from '../ui/icons';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { badgeText, useUnreadNotificationCount } from './useUnreadNotificationCount';
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
 * Bell with the unread badge; toggles the notification panel (a non-modal dialog in its own
 * chunk, loaded when the pointer or focus reaches the bell) and holds the live subscription.
 * The button stays in place while the panel opens, so the focus never drops to the page; the
 * panel comes right after it, so Tab goes on into it and out of it to the rest of the header.
 * Only for signed-in users.
 */
export function NotificationBell({ className }: NotificationBellProps) {
  const { t } = useTranslation();
  const count = useUnreadNotificationCount();
  const badge = badgeText(count);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A press anywhere else closes it, as focus leaving it does (onBlur below).
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      ref={wrapper}
      className={styles.bell}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (event.relatedTarget && !wrapper.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Suspense fallback={null}>
        <NotificationLive />
      </Suspense>
      <button
        ref={button}
        type="button"
        className={className}
        data-testid="notification-bell"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          count > 0 ? t('chrome.notifications.unread', { count }) : t('chrome.notifications.label')
        }
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={() => setOpen((current) => !current)}
      >
        <BellIcon className={styles.bellIcon} />
        {badge && (
          <span className={styles.badge} aria-hidden dir="ltr" data-testid="notification-badge">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationDropdown id={panelId} onNavigate={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

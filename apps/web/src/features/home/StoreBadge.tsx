import { AppleIcon } from './homeIcons';
import { useTranslation } from '../../app/i18n/useTranslation';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import styles from './StoreBadge.module.css';

export type Store = 'appStore' | 'googlePlay';

export interface StoreBadgeProps {
  store: Store;
  href: string;
}

/** Google Play's four-colour triangle, drawn inline (no external images). */
function GooglePlayMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.mark}>
      <path d="M4 2.6 13 12l-9 9.4c-.4-.2-.6-.7-.6-1.2V3.8c0-.5.2-1 .6-1.2z" fill="#00d7fe" />
      <path d="M16.3 8.7 13 12 4 2.6c.3-.2.8-.2 1.2 0z" fill="#00f076" />
      <path d="M16.3 15.3 13 12l3.3-3.3 3.7 2.1c.9.5.9 1.9 0 2.4z" fill="#ffc900" />
      <path d="M16.3 15.3 5.2 21.4c-.4.2-.9.2-1.2 0L13 12z" fill="#f7334e" />
    </svg>
  );
}

/** An App Store or Google Play button built from CSS and inline SVG, opening the store. */
export function StoreBadge({ store, href }: StoreBadgeProps) {
  const { t } = useTranslation('home');
  return (
    <a className={styles.badge} href={href} target="_blank" rel="noopener noreferrer">
      {store === 'appStore' ? <AppleIcon className={styles.mark} /> : <GooglePlayMark />}
      <span className={styles.text}>
        <span className={styles.top}>{t(`download.${store}.top`)}</span>
        <span className={styles.name} lang="en">
          {t(`download.${store}.name`)}
        </span>
      </span>
      <span className={visuallyHidden}> {t('chrome.newTab', { ns: 'app' })}</span>
    </a>
  );
}

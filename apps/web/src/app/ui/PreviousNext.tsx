import { LeftIcon, RightIcon } from './listIcons';
import styles from './PreviousNext.module.css';

export interface PreviousNextProps {
  /** The navigation's name, such as "Pages of the list". */
  label: string;
  previous: string;
  next: string;
  /** Where the reader is, such as "Page 2" or "Page 2 of 7". */
  status: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  size?: 'middle' | 'large';
  /** The page shown, written on the navigation as data-page. */
  page?: number;
}

/** The one pager of the app: previous / where the reader is / next; the arrows point the reading way. */
export function PreviousNext({
  label,
  previous,
  next,
  status,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  size = 'middle',
  page,
}: PreviousNextProps) {
  return (
    <nav
      aria-label={label}
      className={size === 'large' ? `${styles.nav} ${styles.large}` : styles.nav}
      data-page={page}
    >
      <button type="button" className={styles.button} disabled={!hasPrevious} onClick={onPrevious}>
        <LeftIcon />
        <span>{previous}</span>
      </button>
      <p className={styles.status}>{status}</p>
      <button type="button" className={styles.button} disabled={!hasNext} onClick={onNext}>
        <span>{next}</span>
        <RightIcon />
      </button>
    </nav>
  );
}

import { ArrowLeftIcon } from './postIcons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './BackLink.module.css';

export interface BackLinkProps {
  /** The page to go back to, such as the list a detail page was opened from. */
  to: string;
  children: ReactNode;
}

/** "← Back to …" above a page's heading. */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <Link to={to} className={styles.back}>
      <ArrowLeftIcon />
      {children}
    </Link>
  );
}

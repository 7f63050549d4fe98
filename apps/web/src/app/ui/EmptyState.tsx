import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** What there is not, in a paragraph, and what to do next (a button or link). */
  children: ReactNode;
}

/** The dashed box a list shows in place of its cards when it has none. */
export function EmptyState({ children }: EmptyStateProps) {
  return <div className={styles.empty}>{children}</div>;
}

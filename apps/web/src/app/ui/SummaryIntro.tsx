import type { ReactNode } from 'react';
import styles from './SummaryIntro.module.css';

export interface SummaryIntroProps {
  /** One sentence on what the summary shows. */
  children: ReactNode;
  /** Links and buttons beside it: the whole list, a new post. */
  actions?: ReactNode;
}

/** The line above a summary of the viewer's own posts (a profile tab): what it is, what to do. */
export function SummaryIntro({ children, actions }: SummaryIntroProps) {
  return (
    <div className={styles.intro}>
      <p className={styles.text}>{children}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './LoadError.module.css';

export interface LoadErrorProps {
  message: ReactNode;
  /** The way to try again, such as a retry button. */
  action: ReactNode;
}

/** What a list or page shows where its data could not be loaded: an alert with a way to retry. */
export function LoadError({ message, action }: LoadErrorProps) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.message}>{message}</p>
      {action}
    </div>
  );
}

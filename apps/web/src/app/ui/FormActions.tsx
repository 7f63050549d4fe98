import type { ReactNode } from 'react';
import styles from './FormActions.module.css';

export interface FormActionsProps {
  /** `end` puts the buttons at the reading end (the main one last). */
  align?: 'start' | 'end';
  children: ReactNode;
}

/** The row of buttons under a form's fields: submit, cancel, reset. */
export function FormActions({ align = 'start', children }: FormActionsProps) {
  return (
    <div className={align === 'end' ? `${styles.actions} ${styles.end}` : styles.actions}>
      {children}
    </div>
  );
}

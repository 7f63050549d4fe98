import type { ReactNode, Ref } from 'react';
import { pageTitle } from './pageTitle';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons and links beside the title (after it in reading order). */
  actions?: ReactNode;
  /** The heading, for moving the focus to it after a page change. */
  titleRef?: Ref<HTMLHeadingElement>;
  size?: 'middle' | 'large';
}

/** A page's one heading, its introduction and its main actions. */
export function PageHeader({ title, intro, actions, titleRef, size = 'middle' }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        <h1
          className={size === 'large' ? `${pageTitle} ${styles.large}` : pageTitle}
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
        >
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

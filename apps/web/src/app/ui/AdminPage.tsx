import type { ReactNode } from 'react';
import { compactPageTitle } from './pageTitle';
import styles from './AdminPage.module.css';

export interface AdminPageProps {
  /** The heading's id: the page's section is named by it. */
  titleId: string;
  title: ReactNode;
  /** `auto` where the title is data (a drug's name) that may run the other way. */
  titleDir?: 'auto';
  /** Buttons and links beside the title. */
  actions?: ReactNode;
  /** Above the heading, such as the link back to the list. */
  before?: ReactNode;
  children?: ReactNode;
}

/** A back-office page: a compact heading with its actions, then the page's content. */
export function AdminPage({ titleId, title, titleDir, actions, before, children }: AdminPageProps) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      {before}
      <header className={styles.header}>
        <h1 id={titleId} className={`${compactPageTitle} ${styles.title}`} dir={titleDir}>
          {title}
        </h1>
        {actions}
      </header>
      {children}
    </section>
  );
}

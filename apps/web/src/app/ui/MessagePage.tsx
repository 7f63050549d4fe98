import type { ReactNode } from 'react';
import styles from './MessagePage.module.css';

export interface MessagePageProps {
  /** An icon (app/ui/icons, or antd's in a page that loads antd); decorative. */
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The way on, such as a button back home. */
  action: ReactNode;
  /** `status`: an error page's large title; `notice`: a smaller one. */
  kind: 'status' | 'notice';
  /** The heading's id: given, the page is a section named by its heading. */
  titleId?: string;
}

/** A page that is only a message: an icon, a heading, a sentence and one way on. */
export function MessagePage({ icon, title, description, action, kind, titleId }: MessagePageProps) {
  const content = (
    <>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <h1 id={titleId} className={`${styles.title} ${styles[kind]}`}>
        {title}
      </h1>
      <p className={styles.description}>{description}</p>
      {action}
    </>
  );
  return titleId ? (
    <section className={styles.page} aria-labelledby={titleId}>
      {content}
    </section>
  ) : (
    <div className={styles.page}>{content}</div>
  );
}

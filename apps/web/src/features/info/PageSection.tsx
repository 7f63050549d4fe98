import type { ReactNode } from 'react';
import styles from './PageSection.module.css';

export interface PageSectionProps {
  /** Element id: the header and footer scroll to it, and `{id}-heading` labels the section. */
  id: string;
  /** False for a part of a page that is no destination (no element id, only the heading's). */
  anchor?: boolean;
  title: string;
  /** 1 when the section is a page of its own (/services, /about), 2 inside the home page. */
  headingLevel?: 1 | 2;
  intro?: ReactNode;
  tone?: 'plain' | 'tinted' | 'dark';
  children?: ReactNode;
}

/** A titled, labelled region shared by the home page and the information pages. */
export function PageSection({
  id,
  anchor = true,
  title,
  headingLevel = 2,
  intro,
  tone = 'plain',
  children,
}: PageSectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `${id}-heading`;
  return (
    <section
      id={anchor ? id : undefined}
      aria-labelledby={headingId}
      className={`${styles.section} ${styles[tone]}`}
    >
      <header className={styles.header}>
        <Heading id={headingId} className={headingLevel === 1 ? styles.pageTitle : styles.title}>
          {title}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {children}
    </section>
  );
}

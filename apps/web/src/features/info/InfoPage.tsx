import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { ContactCta } from './ContactCta';
import styles from './InfoPage.module.css';

export interface InfoPageProps {
  /** The document title. */
  title: string;
  /** The page's sections, above the closing way to the contact form. */
  children: ReactNode;
}

/** An information page (/about, /services): its sections, then the contact band. */
export function InfoPage({ title, children }: InfoPageProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      {children}
      <ContactCta />
    </div>
  );
}

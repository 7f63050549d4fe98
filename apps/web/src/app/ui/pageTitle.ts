import styles from './Title.module.css';

/** The look of a page's one heading, for a page that sets it outside `PageHeader` (a post's title). */
export const pageTitle = styles.title;

/** The back office's page heading: smaller, beside its actions. */
export const compactPageTitle = `${styles.title} ${styles.compact}`;

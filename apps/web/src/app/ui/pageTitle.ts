import styles from './PageHeader.module.css';

/** The look of a page's one heading, for a page that sets it outside `PageHeader` (a post's title). */
export const pageTitle = styles.title;

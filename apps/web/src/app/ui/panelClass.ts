import styles from './Panel.module.css';

/**
 * The classes of a raised panel (back-office tables, forms and reports), `padded` for one
 * whose content is not a table reaching its edges.
 */
export function panelClass({ padded = false }: { padded?: boolean } = {}): string {
  return [styles.panel, padded && styles.padded].filter(Boolean).join(' ');
}

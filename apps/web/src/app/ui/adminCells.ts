import styles from './AdminTable.module.css';

/**
 * The classes of an admin table's cells: `name` holds the row's `primary` link and its
 * `secondary` lines; `noWrap` keeps a date or a header on one line.
 */
export const adminCells = {
  name: styles.name,
  primary: styles.primary,
  secondary: styles.secondary,
  noWrap: styles.noWrap,
};

import styles from './AdminTable.module.css';

/**
 * The classes of an admin table's cells: `name` holds the row's `primary` link and its
 * `secondary` lines; `noWrap` keeps a date or a header on one line; `amount` lines digits up,
 * `struck` marks a value that no longer holds, `none` a missing one.
 */
export const adminCells = {
  name: styles.name,
  primary: styles.primary,
  secondary: styles.secondary,
  noWrap: styles.noWrap,
  amount: styles.amount,
  struck: styles.struck,
  none: styles.none,
};

import type { HTMLAttributes, ReactNode } from 'react';
import styles from './CardGrid.module.css';

export interface CardGridProps<T> {
  items: readonly T[];
  /** The list's name for assistive technology, where the page has several lists. */
  label?: string;
  busy?: boolean;
  keyOf: (item: T) => string;
  /** A card; `index` is its place on the page (the first is the one seen first). */
  children: (item: T, index: number) => ReactNode;
  /** Up to three columns, for small cards (drugs); up to two otherwise. */
  columns?: 2 | 3;
}

/**
 * A list of cards: one column on phones, then two from 900 px; or, with three columns, two from
 * 600 px and three from 1,024 px (SPEC §9's drug grid).
 */
export function CardGrid<T>({
  items,
  label,
  busy,
  keyOf,
  children,
  columns = 2,
}: CardGridProps<T>) {
  return (
    <ul
      className={columns === 3 ? `${styles.grid} ${styles.three}` : styles.grid}
      aria-label={label}
      aria-busy={busy}
    >
      {items.map((item, index) => (
        <li key={keyOf(item)} className={styles.cell}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `row`: a picture beside the text (a prescription's photo); the text alone stacks. */
  layout?: 'stack' | 'row';
  /** `div` for a loading placeholder, which is no article. */
  as?: 'article' | 'div';
}

/**
 * One card of a grid: an article, named by its heading through `aria-labelledby`. A feature's
 * `className` refines the look; its module must be imported after this one.
 */
export function Card({ className, layout = 'stack', as: Tag = 'article', ...props }: CardProps) {
  const classes = [styles.card, layout === 'row' && styles.row, className].filter(Boolean);
  return <Tag {...props} className={classes.join(' ')} />;
}

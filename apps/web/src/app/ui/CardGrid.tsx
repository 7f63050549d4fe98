import type { HTMLAttributes, ReactNode } from 'react';
import styles from './CardGrid.module.css';

export interface CardGridProps<T> {
  items: readonly T[];
  /** The list's name for assistive technology, where the page has several lists. */
  label?: string;
  busy?: boolean;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** A list of cards: one column on phones, two from 900 px. */
export function CardGrid<T>({ items, label, busy, keyOf, children }: CardGridProps<T>) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy}>
      {items.map((item) => (
        <li key={keyOf(item)} className={styles.cell}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

export type CardProps = HTMLAttributes<HTMLElement>;

/** One card of a grid: an article, named by its heading through `aria-labelledby`. */
export function Card({ className, ...props }: CardProps) {
  return <article {...props} className={className ? `${styles.card} ${className}` : styles.card} />;
}

import type { ReactNode } from 'react';
import styles from './InfoSections.module.css';

export interface Tile {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
}

export interface TileListProps {
  tiles: Tile[];
  /** The tile titles' level under the enclosing heading. */
  headingLevel: 3 | 4;
  /** A heading over the list, one level above the tiles' titles. */
  heading?: string;
  raised?: boolean;
}

/** Icon, title and one line of text per item, in a responsive grid. */
export function TileList({ tiles, headingLevel, heading, raised = false }: TileListProps) {
  const [Heading, ListHeading] =
    headingLevel === 3 ? (['h3', 'h2'] as const) : (['h4', 'h3'] as const);
  // Rows stay full: four tiles go 1, 2 then 4 across; three go 1 then 3 across.
  const columns = tiles.length % 4 === 0 ? styles.fourAcross : styles.threeAcross;
  return (
    <>
      {heading && <ListHeading className={styles.subheading}>{heading}</ListHeading>}
      <ul className={`${styles.tiles} ${columns}`}>
        {tiles.map(({ key, icon, title, text }) => (
          <li key={key} className={raised ? `${styles.tile} ${styles.raised}` : styles.tile}>
            <span className={styles.tileIcon} aria-hidden>
              {icon}
            </span>
            <div>
              <Heading className={styles.tileTitle}>{title}</Heading>
              <p className={styles.tileText}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

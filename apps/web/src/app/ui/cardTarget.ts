import styles from './CardLink.module.css';

/**
 * Makes a card's one control (its title link, or a button that opens it) cover the whole
 * card: one large target and one tab stop, outlined around the card. The card must be
 * positioned (`Card` is).
 */
export const cardTarget = styles.target;

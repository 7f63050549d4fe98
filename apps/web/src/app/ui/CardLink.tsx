import { Link, type LinkProps } from 'react-router';
import styles from './CardLink.module.css';

/**
 * A card's title link, stretched over the whole card: one large target and one tab stop per
 * card, its outline drawn around the card. The card must be positioned (`Card` is).
 */
export function CardLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={className ? `${styles.link} ${className}` : styles.link} />;
}

import { Link, type LinkProps } from 'react-router';
import { cardTarget } from './cardTarget';
import styles from './CardLink.module.css';

/** A card's title link, stretched over the whole card (`cardTarget`). */
export function CardLink({ className, ...props }: LinkProps) {
  const classes = [styles.link, cardTarget, className].filter(Boolean);
  return <Link {...props} className={classes.join(' ')} />;
}

import type { SessionUser } from '../session/session';
import { initialsOf } from './initials';
import styles from './Header.module.css';

export interface AvatarProps {
  user: SessionUser;
}

/** The user's picture, or initials when there is none. Decorative: the button names the user. */
export function Avatar({ user }: AvatarProps) {
  if (user.image) {
    return <img className={styles.avatar} src={user.image} alt="" width={32} height={32} />;
  }
  return (
    <span className={styles.avatar} aria-hidden>
      {initialsOf(user.name)}
    </span>
  );
}

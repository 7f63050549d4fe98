import { useState } from 'react';
import type { SessionUser } from '../session/session';
import { initialsOf } from './initials';
import styles from './Header.module.css';

export interface AvatarProps {
  user: SessionUser;
}

/** The user's picture, or initials when there is none. Decorative: the button names the user. */
export function Avatar({ user }: AvatarProps) {
  // A picture that does not load (moved, offline, or on a host the page may not load images
  // from) shows the initials rather than a broken image; a new picture is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (user.image && user.image !== failed) {
    const image = user.image;
    return (
      <img
        className={styles.avatar}
        src={image}
        alt=""
        width={32}
        height={32}
        onError={() => setFailed(image)}
      />
    );
  }
  return (
    <span className={styles.avatar} aria-hidden>
      {initialsOf(user.name)}
    </span>
  );
}

import { initialsOf } from '../layout/initials';
import styles from './Avatar.module.css';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: number;
}

/** A person's picture, or their initials; decorative (the name is always written next to it). */
export function Avatar({ name, src, size = 32 }: AvatarProps) {
  return src ? (
    <img
      className={styles.avatar}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={{ inlineSize: size, blockSize: size }}
    />
  ) : (
    <span
      className={styles.avatar}
      aria-hidden
      style={{ inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.4) }}
    >
      {initialsOf(name)}
    </span>
  );
}

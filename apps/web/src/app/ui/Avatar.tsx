import { useState } from 'react';
import { initialsOf } from '../layout/initials';
import styles from './Avatar.module.css';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: number;
  /** `brand`: white initials on the brand colour, for the user's own avatar. */
  tone?: 'soft' | 'brand';
}

/** A person's picture, or their initials; decorative (the name is always written next to it). */
export function Avatar({ name, src, size = 32, tone = 'soft' }: AvatarProps) {
  // A picture that does not load (moved, offline, or on a host the page may not load images
  // from) shows the initials rather than a broken image; a new picture is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const className = tone === 'brand' ? `${styles.avatar} ${styles.brand}` : styles.avatar;
  return src && src !== failed ? (
    <img
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={{ inlineSize: size, blockSize: size }}
      onError={() => setFailed(src)}
    />
  ) : (
    <span
      className={className}
      aria-hidden
      style={{ inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.4) }}
    >
      {initialsOf(name)}
    </span>
  );
}

import { initialsOf } from '../../app/layout/initials';
import styles from './Prescriptions.module.css';

/** A person's picture, or their initials; decorative (the name is always written next to it). */
export function Avatar({
  name,
  src,
  size = 32,
}: {
  name: string;
  src?: string | null;
  size?: number;
}) {
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

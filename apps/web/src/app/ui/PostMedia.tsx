import type { ReactNode } from 'react';
import styles from './PostMedia.module.css';

export interface PostMediaPhotoProps {
  /** The full-size photo, opened in a new tab. */
  href: string;
  src: string;
  /** The link's name: what opening it does. */
  label: string;
}

/** A post's square thumbnail beside its text, a link to the full photo. */
export function PostMediaPhoto({ href, src, label }: PostMediaPhotoProps) {
  return (
    <a
      className={styles.media}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
    >
      <img src={src} alt="" width={96} height={96} loading="lazy" />
    </a>
  );
}

export interface PostMediaIconProps {
  icon: ReactNode;
  /** Said on hover; without it the placeholder is decorative. */
  title?: string;
}

/** The same square with the kind's icon, for a post without a photo. */
export function PostMediaIcon({ icon, title }: PostMediaIconProps) {
  return (
    <span
      className={`${styles.media} ${styles.placeholder}`}
      title={title}
      aria-hidden={title ? undefined : true}
    >
      {icon}
    </span>
  );
}

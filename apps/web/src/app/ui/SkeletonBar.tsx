import styles from './SkeletonBar.module.css';

export interface SkeletonBarProps {
  /** Such as '80%'; the whole line when not given. */
  inlineSize?: string;
  /** In pixels: a line of text's height (14) when not given. */
  blockSize?: number;
  /** Layout only (margins, grid placement): the size goes in the props, so no cascade decides it. */
  className?: string;
}

/** One grey bar of a loading placeholder, standing for a line of text; it shimmers unless the reader asks for less motion. */
export function SkeletonBar({ inlineSize, blockSize, className }: SkeletonBarProps) {
  return (
    <span
      className={className ? `${styles.bar} ${className}` : styles.bar}
      style={{ inlineSize, blockSize }}
    />
  );
}

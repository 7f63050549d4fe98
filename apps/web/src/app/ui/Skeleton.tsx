import styles from './Skeleton.module.css';

export interface SkeletonBarProps {
  /** The width of the text it stands for, e.g. `'60%'`; the whole line when absent. */
  inlineSize?: string;
  /** The height in pixels: a heading's or a field's; a line of text when absent. */
  blockSize?: number;
}

/** A shining bar standing in for text or a field while it loads; decorative. */
export function SkeletonBar({ inlineSize, blockSize }: SkeletonBarProps) {
  return (
    <span
      className={styles.bar}
      style={inlineSize || blockSize ? { inlineSize, blockSize } : undefined}
    />
  );
}

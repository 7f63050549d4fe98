import styles from './Icon.module.css';

export interface IconProps {
  /** Layout and colour from the caller's CSS (design tokens); the icon paints `currentColor`. */
  className?: string;
}

interface IconShapeProps extends IconProps {
  /** The outline, in a 1024-unit square drawn from (64, 64) to (960, 960). */
  d: string;
  /** Points along the reading direction (an arrow out, a "go" sign): flipped in Arabic. */
  mirrored?: boolean;
}

/**
 * The app's one icon mechanism: an inline SVG at the text's size and colour, hidden from
 * assistive technology (the control around it carries the name). The shell's icons are drawn
 * with it so that pages without antd never load @ant-design/icons.
 */
export function Icon({ d, mirrored, className }: IconShapeProps) {
  const classes = [styles.icon, mirrored && styles.mirrored, className].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      viewBox="64 64 896 896"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

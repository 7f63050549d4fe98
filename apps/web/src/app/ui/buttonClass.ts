import styles from './Button.module.css';

export interface ButtonLook {
  type?: 'primary' | 'default';
  size?: 'small' | 'middle' | 'large';
}

/**
 * The classes of the app's plain buttons (links that look like buttons, native buttons,
 * `tel:` and `mailto:` links): light to load, the same look as antd's buttons.
 */
export function buttonClass({ type = 'default', size = 'middle' }: ButtonLook = {}): string {
  return [styles.button, type === 'primary' && styles.primary, size !== 'middle' && styles[size]]
    .filter(Boolean)
    .join(' ');
}

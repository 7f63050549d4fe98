import styles from './VisuallyHidden.module.css';

/** The class of text for assistive technology only: status lines, labels the layout shows. */
export const visuallyHidden: string = styles.visuallyHidden!;

import styles from './VisuallyHidden.module.css';

/** The class of text for assistive technology only, such as "(opens in a new tab)". */
export const visuallyHidden = styles.hidden;

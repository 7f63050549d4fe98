import type { HTMLAttributes } from 'react';
import styles from './Page.module.css';

export interface PageProps extends HTMLAttributes<HTMLElement> {
  /** An article when the page is one post. */
  as?: 'div' | 'article';
}

/** A page's column: its header, sections and lists one under the other, page-spaced. */
export function Page({ as: Tag = 'div', className, ...props }: PageProps) {
  return <Tag {...props} className={className ? `${styles.page} ${className}` : styles.page} />;
}

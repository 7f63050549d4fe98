import { Spin } from 'antd';
import styles from './Loading.module.css';

export interface LoadingProps {
  /** Said under the spinner, and to assistive technology. */
  description?: string;
}

/** A page's content on its way: antd's spinner, centred in the content area. */
export function Loading({ description }: LoadingProps) {
  return (
    <div className={styles.loading} role="status">
      <Spin description={description} />
    </div>
  );
}

import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import type { ItemBodyProps } from './itemBody';
import { PostText } from './PostText';
import styles from './ModerationPage.module.css';

/** A pending job ad: its title and description (a job ad has no photo). */
export function JobBody(props: ItemBodyProps) {
  return (
    <div className={styles.body}>
      <span className={`${styles.media} ${styles.noMedia}`} aria-hidden>
        <SolutionOutlined />
      </span>
      <PostText {...props} />
    </div>
  );
}

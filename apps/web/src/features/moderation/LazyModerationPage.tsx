import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import styles from './LazyModerationPage.module.css';

const ModerationPage = lazy(() => import('./ModerationPage'));

/** The moderation queue as its own chunk, loaded when a moderator opens it. */
export function LazyModerationPage() {
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <Spin />
        </div>
      }
    >
      <ModerationPage />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { ModerationPageProps } from './ModerationPage';
import styles from './LazyModerationPage.module.css';

const ModerationPage = lazy(() => import('./ModerationPage'));

/** The moderation queue as its own chunk, loaded when someone who reads it opens it. */
export function LazyModerationPage({ roles }: ModerationPageProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <Spin />
        </div>
      }
    >
      <ModerationPage roles={roles} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { Loading } from '../../../app/ui/Loading';

const AnalyticsPage = lazy(() => import('./AnalyticsPage'));

/** The dashboard and its charts as their own chunk, loaded when someone opens it. */
export function LazyAnalyticsPage() {
  return (
    <Suspense fallback={<Loading />}>
      <AnalyticsPage />
    </Suspense>
  );
}

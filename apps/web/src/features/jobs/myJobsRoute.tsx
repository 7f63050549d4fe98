import { MyJobsPage } from './MyJobsPage';

export { loader, shouldRevalidate } from './routeLoader';

/** `/{lang}/my-jobs` (SPEC §2). */
export function Component() {
  return <MyJobsPage />;
}

import { MyJobsPage } from './MyJobsPage';

/** `/{lang}/my-jobs` (SPEC §2). */
export function Component() {
  return <MyJobsPage />;
}

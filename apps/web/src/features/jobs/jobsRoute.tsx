import { JobListPage } from './JobListPage';

export { loader, shouldRevalidate } from './routeLoader';

/** `/{lang}/job-opportunities?page=` (SPEC §2). */
export function Component() {
  return <JobListPage />;
}

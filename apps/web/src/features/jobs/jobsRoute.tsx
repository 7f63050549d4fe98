import { JobListPage } from './JobListPage';

/** `/{lang}/job-opportunities?page=` (SPEC §2). */
export function Component() {
  return <JobListPage />;
}

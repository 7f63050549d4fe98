import { JobDetailPage } from './JobDetailPage';

/** `/{lang}/job-opportunities/:id` (SPEC §2). */
export function Component() {
  return <JobDetailPage />;
}

import { JobDetailPage } from './JobDetailPage';

export { loader, shouldRevalidate } from './routeLoader';

/** `/{lang}/job-opportunities/:id` (SPEC §2). */
export function Component() {
  return <JobDetailPage />;
}

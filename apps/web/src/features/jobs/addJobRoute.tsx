import { JobFormPage } from './JobFormPage';

export { loader, shouldRevalidate } from './routeLoader';

/** `/{lang}/add-job` and `/{lang}/add-job/edit/:id` (SPEC §2). */
export function Component() {
  return <JobFormPage />;
}

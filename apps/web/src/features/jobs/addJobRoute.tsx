import { JobFormPage } from './JobFormPage';

/** `/{lang}/add-job` and `/{lang}/add-job/edit/:id` (SPEC §2). */
export function Component() {
  return <JobFormPage />;
}

import { lazy } from 'react';
import { PostFormPage } from '../../app/posts/PostFormPage';
import { JobEditQuery } from './jobs.graphql';

const JobForm = lazy(() => import('./JobForm').then((module) => ({ default: module.JobForm })));

/**
 * `/{lang}/add-job` and `/{lang}/add-job/edit/:id` (SPEC §2): the shared add / edit page, the
 * quota guard on setting `job`.
 */
export function JobFormPage() {
  return (
    <PostFormPage
      kind="job"
      editQuery={JobEditQuery}
      editedOf={(data) => data.job}
      Form={JobForm}
    />
  );
}

import { lazy } from 'react';
import { PostFormPage } from '../../app/posts/PostFormPage';
import { PropertyEditQuery } from './facilities.graphql';

const FacilityForm = lazy(() =>
  import('./FacilityForm').then((module) => ({ default: module.FacilityForm })),
);

/**
 * `/{lang}/add-facility` and `/{lang}/add-facility/edit/:id` (SPEC §2): the shared add / edit
 * page, the quota guard on setting `property`.
 */
export function FacilityFormPage() {
  return (
    <PostFormPage
      kind="facility"
      editQuery={PropertyEditQuery}
      editedOf={(data) => data.property}
      Form={FacilityForm}
    />
  );
}

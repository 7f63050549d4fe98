import { FacilityFormPage } from './FacilityFormPage';

/** `/{lang}/add-facility` and `/{lang}/add-facility/edit/:id` (SPEC §2). */
export function Component() {
  return <FacilityFormPage />;
}

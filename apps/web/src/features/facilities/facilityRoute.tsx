import { FacilityDetailPage } from './FacilityDetailPage';

/** `/{lang}/facilities/:id` (SPEC §2). */
export function Component() {
  return <FacilityDetailPage />;
}

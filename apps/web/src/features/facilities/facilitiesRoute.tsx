import { FacilityListPage } from './FacilityListPage';

/** `/{lang}/facilities?page=` (SPEC §2). */
export function Component() {
  return <FacilityListPage />;
}

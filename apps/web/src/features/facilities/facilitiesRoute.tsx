import { FacilityListPage } from './FacilityListPage';

export { loader, shouldRevalidate } from './routeLoader';

/** `/{lang}/facilities?page=` (SPEC §2). */
export function Component() {
  return <FacilityListPage />;
}

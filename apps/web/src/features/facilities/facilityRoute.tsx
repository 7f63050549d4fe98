import { FacilityDetailPage } from './FacilityDetailPage';

export { loader, shouldRevalidate } from './routeLoader';

/** `/{lang}/facilities/:id` (SPEC §2). */
export function Component() {
  return <FacilityDetailPage />;
}

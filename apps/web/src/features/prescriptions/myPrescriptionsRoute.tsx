import { PrescriptionListPage } from './PrescriptionListPage';

export { loader, shouldRevalidate } from './routeLoader';

/** `/{lang}/my-prescriptions?page=` (SPEC §2/§4): the viewer's accepted prescriptions. */
export function Component() {
  return <PrescriptionListPage mine />;
}

import { PrescriptionListPage } from './PrescriptionListPage';

/** `/{lang}/my-prescriptions?page=` (SPEC §2/§4): the viewer's accepted prescriptions. */
export function Component() {
  return <PrescriptionListPage mine />;
}

import { PrescriptionListPage } from './PrescriptionListPage';

/** `/{lang}/prescriptions?page=` (SPEC §2): the public list, 20 a page. */
export function Component() {
  return <PrescriptionListPage mine={false} />;
}

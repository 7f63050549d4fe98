import { MyFacilitiesPage } from './MyFacilitiesPage';

/** `/{lang}/my-facilities` (SPEC §2). */
export function Component() {
  return <MyFacilitiesPage />;
}

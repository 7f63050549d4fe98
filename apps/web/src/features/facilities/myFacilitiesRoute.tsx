import { MyFacilitiesPage } from './MyFacilitiesPage';

export { loader, shouldRevalidate } from './routeLoader';

/** `/{lang}/my-facilities` (SPEC §2). */
export function Component() {
  return <MyFacilitiesPage />;
}

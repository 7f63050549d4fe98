import { messagesLoader, revalidateOnLanguageChange } from '../../app/i18n/messagesRoute';
import { FacilityFormPage } from './FacilityFormPage';

/** The facilities' messages and the photo field's, before the form renders. */
export const loader = messagesLoader(['facilities', 'uploads']);

export const shouldRevalidate = revalidateOnLanguageChange;

/** `/{lang}/add-facility` and `/{lang}/add-facility/edit/:id` (SPEC §2). */
export function Component() {
  return <FacilityFormPage />;
}

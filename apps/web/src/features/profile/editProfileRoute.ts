import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isLanguage } from '@dawa/shared/language';
import { profilePath } from './profileTabs';

/** `/{lang}/auth/edit-profile` (SPEC §2, a target of the auth flows) is the profile's account tab. */
export function loader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  return redirect(profilePath(isLanguage(params.lang) ? params.lang : 'en', 'account'));
}

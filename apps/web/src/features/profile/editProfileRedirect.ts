import { isLanguage } from '@dawa/shared/language';
import type { RouteRequest } from '../../app/routing/routeHandle';
import { profilePath } from './profileTabs';

/** `/{lang}/auth/edit-profile` (SPEC §2, a target of the auth flows) is the profile's account tab. */
export function editProfileRedirect({ params }: RouteRequest): string {
  return profilePath(isLanguage(params.lang) ? params.lang : 'en', 'account');
}

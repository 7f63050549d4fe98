import { useTranslation } from '../../app/i18n/useTranslation';
import { useQuery } from 'urql';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ViewerRolesQuery } from '../../app/session/viewerRoles.graphql';

export interface AdminMenuEntry {
  label: string;
  path: string;
}

/**
 * The profile menu's link to the admin area, for a signed-in user with any role; null for
 * everyone else. It appears with the roles answer itself (its label is in the app catalogue),
 * so an open menu never gains an item under the pointer.
 */
export function useAdminMenuEntry(): AdminMenuEntry | null {
  const language = useLanguage();
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: ViewerRolesQuery, requestPolicy: 'cache-and-network' });
  if ((data?.authMe.roles.length ?? 0) === 0) return null;
  return { label: t('chrome.account.admin'), path: `/${language}/admin` };
}

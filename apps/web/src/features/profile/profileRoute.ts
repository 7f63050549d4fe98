import type { LoaderFunctionArgs } from 'react-router';
import { isLanguage } from '@dawa/shared/language';
import { loadMessages } from '../../app/i18n/i18n';
import { revalidateOnLanguageChange } from '../../app/i18n/messagesRoute';
import { loadProfileTab } from './ProfileTabPanel';
import { PROFILE_TAB_PARAM, parseProfileTab } from './profileTabs';

export { ProfilePage as Component } from './ProfilePage';

/**
 * `/{lang}/profile` (sign-in: session/guard.ts): its own messages, and the opened tab's code and
 * messages with them, so the first render shows the tab (the other tabs' load when chosen).
 */
export async function loader({
  params,
  request,
}: Pick<LoaderFunctionArgs, 'params' | 'request'>): Promise<null> {
  if (!isLanguage(params.lang)) return null;
  const tab = parseProfileTab(new URL(request.url).searchParams.get(PROFILE_TAB_PARAM));
  await Promise.all([loadMessages(params.lang, ['profile']), loadProfileTab(params.lang, tab)]);
  return null;
}

export const shouldRevalidate = revalidateOnLanguageChange;

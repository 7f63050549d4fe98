import type { Language } from '@dawa/shared/language';
import { loadProfileTab } from './ProfileTabPanel';
import { PROFILE_TAB_PARAM, parseProfileTab } from './profileTabs';

export { ProfilePage as Component } from './ProfilePage';

/**
 * `/{lang}/profile` (sign-in: session/guard.ts): the opened tab's code and messages come with
 * the page's, so the first render shows the tab (the other tabs' load when chosen).
 */
export function preload(language: Language, search: string): Promise<unknown> {
  return loadProfileTab(
    language,
    parseProfileTab(new URLSearchParams(search).get(PROFILE_TAB_PARAM)),
  );
}

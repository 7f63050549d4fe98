import type { Language } from '@dawa/shared/language';

/** The profile's sections (SPEC §2: prescriptions, jobs, properties, followed drugs…), chosen with `?tab=`. */
export const PROFILE_TABS = [
  'prescriptions',
  'jobs',
  'facilities',
  'drugs',
  'account',
  'notifications',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_TAB_PARAM = 'tab';

export function parseProfileTab(value: string | null): ProfileTab {
  return (PROFILE_TABS as readonly (string | null)[]).includes(value)
    ? (value as ProfileTab)
    : 'prescriptions';
}

/** `/{lang}/profile` opened on one tab (the first tab needs no parameter). */
export function profilePath(language: Language, tab: ProfileTab): string {
  return tab === 'prescriptions'
    ? `/${language}/profile`
    : `/${language}/profile?${PROFILE_TAB_PARAM}=${tab}`;
}

import { use, type ReactNode } from 'react';
import type { Language } from '@dawa/shared/language';
import { loadMessages, type FeatureNamespace } from '../../app/i18n/i18n';
import { useLanguage } from '../../app/i18n/useLanguage';
import { loadAntdLocale } from '../../app/layout/antdLocale';
import { cachedPromise } from '../../app/routing/suspenseCache';
import { SkeletonBar } from '../../app/ui/SkeletonBar';
import type { Profile } from './profile.graphql';
import type { ProfileTab } from './profileTabs';
import styles from './Profile.module.css';

/** How many of the user's posts a tab shows before "see all". */
const POSTS_SHOWN = 6;

interface PanelProps {
  /** The signed-in user, once the profile query has answered. */
  profile: Profile | undefined;
}

/** Renders a tab's content (its components come with its code). */
type Panel = (props: PanelProps) => ReactNode;

interface TabContent {
  /** The catalogues the tab's screens read. */
  namespaces: readonly FeatureNamespace[];
  /** Its code: only the chosen tab's loads (issue #18 point 8), antd only with the tabs that use it. */
  load: (language: Language) => Promise<Panel>;
}

/** antd's scope (ConfigProvider, the language's locale), for the tabs with antd controls. */
const loadAntdScope = (language: Language) =>
  Promise.all([import('../../app/theme/AntdScope'), loadAntdLocale(language)]).then(
    ([module]) => module.AntdScope,
  );

const TABS: Record<ProfileTab, TabContent> = {
  prescriptions: {
    namespaces: ['prescriptions', 'uploads'],
    load: () =>
      import('../prescriptions/MyPrescriptionsSummary').then(({ MyPrescriptionsSummary }) => () => (
        <MyPrescriptionsSummary limit={POSTS_SHOWN} />
      )),
  },
  jobs: {
    namespaces: ['jobs'],
    load: () =>
      import('../jobs/MyJobsSummary').then(({ MyJobsSummary }) => () => (
        <MyJobsSummary limit={POSTS_SHOWN} />
      )),
  },
  facilities: {
    namespaces: ['facilities'],
    load: () =>
      import('../facilities/MyFacilitiesSummary').then(({ MyFacilitiesSummary }) => () => (
        <MyFacilitiesSummary limit={POSTS_SHOWN} />
      )),
  },
  drugs: {
    namespaces: ['drugs'],
    load: () =>
      import('../drugs/FollowedDrugs').then(({ FollowedDrugs }) => () => <FollowedDrugs />),
  },
  account: {
    namespaces: ['uploads'],
    load: (language) =>
      Promise.all([import('./AccountForm'), loadAntdScope(language)]).then(
        ([{ AccountForm }, AntdScope]) =>
          ({ profile }: PanelProps) =>
            profile ? (
              <AntdScope>
                <AccountForm key={profile.id} profile={profile} />
              </AntdScope>
            ) : (
              <PanelSkeleton />
            ),
      ),
  },
  notifications: {
    namespaces: ['notifications'],
    load: (language) =>
      Promise.all([import('../notifications/NotificationSettings'), loadAntdScope(language)]).then(
        ([{ NotificationSettings }, AntdScope]) =>
          () => (
            <AntdScope>
              <NotificationSettings />
            </AntdScope>
          ),
      ),
  },
};

/**
 * A tab's code and its messages in `language`; one promise a tab and language, so `use()` can
 * read it (a failed one, offline say, is tried again on the next visit). The route's preload
 * starts the opened tab's, so the first render has it.
 */
export function loadProfileTab(language: Language, tab: ProfileTab): Promise<Panel> {
  const content = TABS[tab];
  return cachedPromise(TABS, `${language}:${tab}`, () =>
    Promise.all([content.load(language), loadMessages(language, content.namespaces)]).then(
      ([panel]) => panel,
    ),
  );
}

export interface ProfileTabPanelProps extends PanelProps {
  tab: ProfileTab;
}

/** The chosen tab's content; suspends (the page shows `PanelSkeleton`) while it loads. */
export function ProfileTabPanel({ tab, profile }: ProfileTabPanelProps) {
  const language = useLanguage();
  const render = use(loadProfileTab(language, tab));
  return render({ profile });
}

/** Where a tab's content is on its way: an intro line and two blocks, as a tab starts. */
export function PanelSkeleton() {
  return (
    <div className={styles.panelSkeleton} aria-hidden>
      <SkeletonBar inlineSize="60%" blockSize={16} />
      <SkeletonBar blockSize={120} />
      <SkeletonBar blockSize={120} />
    </div>
  );
}

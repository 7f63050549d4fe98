import { useTranslation } from '../../app/i18n/useTranslation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { Suspense } from 'react';
import { SectionTabs } from '../../app/ui/SectionTabs';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useLanguage } from '../../app/i18n/useLanguage';
import { initialsOf } from '../../app/layout/initials';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { registrationHref } from '../auth/registrationPath';
import { formatMonthYear } from '../../app/format/format';
import { ProfileQuery, type Profile } from './profile.graphql';
import { PanelSkeleton, ProfileTabPanel } from './ProfileTabPanel';
import { PROFILE_TABS, PROFILE_TAB_PARAM, parseProfileTab, type ProfileTab } from './profileTabs';
import { LoadError } from '../../app/ui/LoadError';
import { pageTitle } from '../../app/ui/pageTitle';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import { buttonClass } from '../../app/ui/buttonClass';
import { SkeletonBar } from '../../app/ui/SkeletonBar';
import { CheckCircleIcon, ExclamationCircleIcon } from '../../app/ui/statusIcons';
import styles from './Profile.module.css';

/**
 * `/{lang}/profile?tab=` (SPEC §2): who I am, my posts, my account and my notifications. The
 * frame (header, tabs) has no antd; each tab's code loads when it is chosen (ProfileTabPanel).
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const tab = parseProfileTab(params.get(PROFILE_TAB_PARAM));
  const [{ data, error }, reexecute] = useQuery({
    query: ProfileQuery,
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);
  const profile = data?.authMe;

  const choose = (next: ProfileTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'prescriptions') updated.delete(PROFILE_TAB_PARAM);
        else updated.set(PROFILE_TAB_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className={styles.page}>
      {profile ? (
        <ProfileHeader profile={profile} />
      ) : error ? (
        <LoadError
          message={t('error')}
          action={
            <button
              type="button"
              className={buttonClass()}
              onClick={() => reexecute({ requestPolicy: 'network-only' })}
            >
              {t('retry')}
            </button>
          }
        />
      ) : (
        <div className={styles.header} aria-busy>
          <span className={`${styles.avatar} ${styles.avatarSkeleton}`} aria-hidden />
          <div className={styles.identity} aria-hidden>
            <SkeletonBar inlineSize="14em" blockSize={28} />
            <SkeletonBar inlineSize="18em" />
            <SkeletonBar inlineSize="9em" />
          </div>
          <p className={visuallyHidden} role="status">
            {t('loading')}
          </p>
        </div>
      )}
      <SectionTabs
        activeKey={tab}
        onChange={(key) => choose(parseProfileTab(key))}
        aria-label={t('tabs.label')}
        items={PROFILE_TABS.map((key) => ({
          key,
          label: t(`tabs.${key}`),
          children: (
            <Suspense fallback={<PanelSkeleton />}>
              <ProfileTabPanel tab={key} profile={profile} />
            </Suspense>
          ),
        }))}
      />
    </div>
  );
}

interface ProfileHeaderProps {
  profile: Profile;
}

function ProfileHeader({ profile }: ProfileHeaderProps) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const location = useLocation();
  return (
    <header className={styles.header}>
      {profile.avatar ? (
        <img className={styles.avatar} src={profile.avatar} alt="" width={88} height={88} />
      ) : (
        <span className={styles.avatar} aria-hidden>
          {initialsOf(profile.fullName)}
        </span>
      )}
      <div className={styles.identity}>
        <h1 className={pageTitle}>{profile.fullName}</h1>
        <p className={styles.email}>
          <span dir="ltr">{profile.email}</span>
          {profile.emailVerified ? (
            <span className={`${styles.badge} ${styles.verified}`}>
              <CheckCircleIcon />
              {t('emailVerified')}
            </span>
          ) : (
            <span className={`${styles.badge} ${styles.unverified}`}>
              <ExclamationCircleIcon />
              {t('emailUnverified')}
            </span>
          )}
        </p>
        <p className={styles.since}>
          {t('memberSince', { date: formatMonthYear(profile.createdAt, language) })}
        </p>
        {!profile.registrationComplete && (
          <p className={styles.registration}>
            <span>{t('registration.incomplete')}</span>
            <Link to={registrationHref(language, location)}>{t('registration.complete')}</Link>
          </p>
        )}
      </div>
    </header>
  );
}

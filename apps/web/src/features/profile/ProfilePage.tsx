import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { Button, Skeleton } from 'antd';
import { SectionTabs } from '../../app/ui/SectionTabs';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useLanguage } from '../../app/i18n/useLanguage';
import { initialsOf } from '../../app/layout/initials';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { AntdScope } from '../../app/theme/AntdScope';
import { registrationHref } from '../auth/registration';
import { NotificationSettings } from '../notifications/NotificationSettings';
import { formatMonthYear } from '../../app/format/format';
import { FollowedDrugs } from '../drugs/FollowedDrugs';
import { MyFacilitiesSummary } from '../facilities/MyFacilitiesSummary';
import { MyJobsSummary } from '../jobs/MyJobsSummary';
import { MyPrescriptionsSummary } from '../prescriptions/MyPrescriptionsSummary';
import { AccountForm } from './AccountForm';
import { ProfileQuery, type Profile } from './profile.graphql';
import { PROFILE_TAB_PARAM, parseProfileTab, type ProfileTab } from './profileTabs';
import { LoadError } from '../../app/ui/LoadError';
import { pageTitle } from '../../app/ui/pageTitle';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import styles from './Profile.module.css';

/** How many of the user's prescriptions the profile shows before "see all". */
const PRESCRIPTIONS_SHOWN = 6;
const JOBS_SHOWN = 6;
const FACILITIES_SHOWN = 6;

/** `/{lang}/profile?tab=` (SPEC §2): who I am, my posts, my account and my notifications. */
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
    <AntdScope>
      <div className={styles.page}>
        {profile ? (
          <ProfileHeader profile={profile} />
        ) : error ? (
          <LoadError
            message={t('error')}
            action={
              <Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <div className={styles.header} aria-busy>
            <Skeleton avatar active paragraph={{ rows: 1 }} />
            <p className={visuallyHidden} role="status">
              {t('loading')}
            </p>
          </div>
        )}
        <SectionTabs
          activeKey={tab}
          onChange={(key) => choose(parseProfileTab(key))}
          aria-label={t('tabs.label')}
          destroyOnHidden
          tabBarGutter={14}
          items={[
            {
              key: 'prescriptions',
              label: t('tabs.prescriptions'),
              children: <MyPrescriptionsSummary limit={PRESCRIPTIONS_SHOWN} />,
            },
            {
              key: 'jobs',
              label: t('tabs.jobs'),
              children: <MyJobsSummary limit={JOBS_SHOWN} />,
            },
            {
              key: 'facilities',
              label: t('tabs.facilities'),
              children: <MyFacilitiesSummary limit={FACILITIES_SHOWN} />,
            },
            {
              key: 'drugs',
              label: t('tabs.drugs'),
              children: <FollowedDrugs />,
            },
            {
              key: 'account',
              label: t('tabs.account'),
              children: profile ? (
                <AccountForm key={profile.id} profile={profile} />
              ) : (
                <Skeleton active paragraph={{ rows: 6 }} />
              ),
            },
            {
              key: 'notifications',
              label: t('tabs.notifications'),
              children: <NotificationSettings />,
            },
          ]}
        />
      </div>
    </AntdScope>
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
              <CheckCircleFilled aria-hidden />
              {t('emailVerified')}
            </span>
          ) : (
            <span className={`${styles.badge} ${styles.unverified}`}>
              <ExclamationCircleOutlined aria-hidden />
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

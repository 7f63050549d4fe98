import { ExportIcon, LockIcon, UserIcon } from '../../app/ui/icons';
import { MedicineBoxIcon, ShopIcon } from '../../app/ui/serviceIcons';
import {
  ArrowIcon,
  GlobalIcon,
  InteractionIcon,
  ProfileIcon,
  SolutionIcon,
  TagsIcon,
} from './infoIcons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useLoginRequired } from '../../app/dialogs/useLoginRequired';
import { useLanguage } from '../../app/i18n/useLanguage';
import {
  serviceAccess,
  serviceHref,
  type ServiceAccess,
  type ServiceKey,
  type ServiceLink,
} from '../../app/layout/services';
import { useSession } from '../../app/session/session';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import styles from './ServiceCard.module.css';

const ICONS: Record<ServiceKey, ReactNode> = {
  drugIndex: <MedicineBoxIcon />,
  interactions: <InteractionIcon />,
  prescriptions: <ProfileIcon />,
  jobs: <SolutionIcon />,
  facilities: <ShopIcon />,
  offers: <TagsIcon />,
};

const ACCESS_ICONS: Record<AccessLabel, ReactNode> = {
  open: <GlobalIcon />,
  external: <ExportIcon />,
  signIn: <LockIcon />,
  member: <UserIcon />,
};

/** What the card says of access: a member is not told to sign in to what is already theirs. */
type AccessLabel = ServiceAccess | 'member';

export interface ServiceCardProps {
  service: ServiceLink;
  /** Adds the longer description the /services page shows. */
  detailed: boolean;
}

export function ServiceCard({ service, detailed }: ServiceCardProps) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const askToLogIn = useLoginRequired();
  const { key } = service;
  const access = serviceAccess(service);
  const signedIn = Boolean(useSession());
  const label: AccessLabel = access === 'signIn' && signedIn ? 'member' : access;
  const href = serviceHref(service, language);
  const action = (
    <>
      {t(`services.items.${key}.action`)}
      <ArrowIcon className={styles.arrow} />
    </>
  );

  return (
    <li className={styles.card}>
      <span className={`${styles.icon} ${styles[access]}`} aria-hidden>
        {ICONS[key]}
      </span>
      <h3 className={styles.title}>{t(`chrome.services.${key}`, { ns: 'app' })}</h3>
      <p className={styles.text}>{t(`services.items.${key}.summary`)}</p>
      {detailed && <p className={styles.details}>{t(`services.items.${key}.details`)}</p>}
      <div className={styles.footer}>
        <span className={`${styles.access} ${styles[label]}`}>
          <span aria-hidden>{ACCESS_ICONS[label]}</span>
          {t(`services.access.${label}`)}
        </span>
        {access === 'external' ? (
          <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
            {action}
            <span className={visuallyHidden}> {t('chrome.newTab', { ns: 'app' })}</span>
          </a>
        ) : (
          <Link className={styles.link} to={href} onClick={(event) => askToLogIn(event, href)}>
            {action}
          </Link>
        )}
      </div>
    </li>
  );
}

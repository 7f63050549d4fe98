import { MedicineBoxIcon, ShopIcon } from '../../app/ui/serviceIcons';
import { BankIcon, HeartIcon } from './infoIcons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useLanguage } from '../../app/i18n/useLanguage';
import { PageSection } from './PageSection';
import { TileList } from './TileList';
import styles from './InfoSections.module.css';

type Audience = 'pharmacists' | 'physicians' | 'owners' | 'companies';

const AUDIENCE: { key: Audience; icon: ReactNode }[] = [
  { key: 'pharmacists', icon: <MedicineBoxIcon /> },
  { key: 'physicians', icon: <HeartIcon /> },
  { key: 'owners', icon: <ShopIcon /> },
  { key: 'companies', icon: <BankIcon /> },
];

export interface AboutSectionProps {
  /** The /about page: an h1 and no link to itself. */
  asPage?: boolean;
}

/** What Dawa is and for whom: section `about` on the home page, and the top of /about. */
export function AboutSection({ asPage = false }: AboutSectionProps) {
  const { t } = useTranslation('home');
  const language = useLanguage();

  return (
    <PageSection
      id="about"
      title={t('about.heading')}
      headingLevel={asPage ? 1 : 2}
      intro={t('about.lead')}
    >
      <p className={styles.body}>{t('about.body')}</p>
      <TileList
        headingLevel={4}
        heading={t('about.audienceHeading')}
        tiles={AUDIENCE.map(({ key, icon }) => ({
          key,
          icon,
          title: t(`about.audience.${key}.title`),
          text: t(`about.audience.${key}.text`),
        }))}
      />
      {!asPage && (
        <Link className={styles.more} to={`/${language}/about`}>
          {t('about.more')}
        </Link>
      )}
    </PageSection>
  );
}

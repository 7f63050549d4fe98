import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useLanguage } from '../../app/i18n/useLanguage';
import { SERVICE_LINKS } from '../../app/layout/services';
import { useSession } from '../../app/session/session';
import { PageSection } from './PageSection';
import { ServiceCard } from './ServiceCard';
import styles from './InfoSections.module.css';

export interface ServicesSectionProps {
  /** The /services page: an h1, the longer descriptions and no link to itself. */
  asPage?: boolean;
}

/** The services grid: section `services` on the home page, and the /services page. */
export function ServicesSection({ asPage = false }: ServicesSectionProps) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const signedIn = Boolean(useSession());

  return (
    <PageSection
      id="services"
      title={t('services.heading')}
      headingLevel={asPage ? 1 : 2}
      intro={asPage ? t('services.pageIntro') : t('services.intro')}
      tone={asPage ? 'plain' : 'tinted'}
    >
      <ul className={styles.grid}>
        {SERVICE_LINKS.map((service) => (
          <ServiceCard key={service.key} service={service} detailed={asPage} />
        ))}
      </ul>
      <div className={styles.footnote}>
        {!signedIn && <p className={styles.hint}>{t('services.signInHint')}</p>}
        {!asPage && (
          <Link className={styles.more} to={`/${language}/services`}>
            {t('services.more')}
          </Link>
        )}
      </div>
    </PageSection>
  );
}

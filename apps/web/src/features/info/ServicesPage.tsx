import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { ContactCta } from './ContactCta';
import { ServicesSection } from './ServicesSection';
import styles from './InfoPage.module.css';

/** `/{lang}/services`: every service with its longer description. */
export function ServicesPage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('services.section'));
  return (
    <div className={styles.page}>
      <ServicesSection asPage />
      <ContactCta />
    </div>
  );
}

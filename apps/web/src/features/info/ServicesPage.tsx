import { useTranslation } from '../../app/i18n/useTranslation';
import { InfoPage } from './InfoPage';
import { ServicesSection } from './ServicesSection';

/** `/{lang}/services`: every service with its longer description. */
export function ServicesPage() {
  const { t } = useTranslation('home');
  return (
    <InfoPage title={t('services.section')}>
      <ServicesSection asPage />
    </InfoPage>
  );
}

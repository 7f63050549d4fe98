import { useTranslation } from '../../app/i18n/useTranslation';
import { AboutSection } from './AboutSection';
import { InfoPage } from './InfoPage';
import { ValuesSection } from './ValuesSection';

/** `/{lang}/about`: what Dawa is, for whom, and what it stands for. */
export function AboutPage() {
  const { t } = useTranslation('home');
  return (
    <InfoPage title={t('about.section')}>
      <AboutSection asPage />
      <ValuesSection />
    </InfoPage>
  );
}

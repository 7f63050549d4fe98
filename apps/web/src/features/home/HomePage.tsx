import { useTranslation } from '../../app/i18n/useTranslation';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { AboutSection } from '../info/AboutSection';
import { ServicesSection } from '../info/ServicesSection';
import { ContactSection } from './ContactSection';
import { DownloadSection } from './DownloadSection';
import { DrugSearchSlot } from './DrugSearchSlot';
import { HeroSection } from './HeroSection';
import { useSupportSettings } from './useSupportSettings';
import styles from './HomePage.module.css';

/** `/{lang}`: sections home, services, about, downloadNow and contactUs (SPEC §2). */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('section'));
  const settings = useSupportSettings();

  return (
    <div className={styles.page}>
      <HeroSection />
      <DrugSearchSlot />
      <ServicesSection />
      <AboutSection />
      <DownloadSection settings={settings} />
      <ContactSection settings={settings} />
    </div>
  );
}

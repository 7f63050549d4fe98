import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { AboutSection } from './AboutSection';
import { ContactCta } from './ContactCta';
import { ValuesSection } from './ValuesSection';
import styles from './InfoPage.module.css';

/** `/{lang}/about`: what Dawa is, for whom, and what it stands for. */
export function AboutPage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('about.section'));
  return (
    <div className={styles.page}>
      <AboutSection asPage />
      <ValuesSection />
      <ContactCta />
    </div>
  );
}

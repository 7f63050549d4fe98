import { useTranslation } from '../../app/i18n/useTranslation';
import { ContactUsButton } from '../home/ContactUsButton';
import { PageSection } from './PageSection';

/** Closing band of the information pages: a way to the contact form. */
export function ContactCta() {
  const { t } = useTranslation('home');
  return (
    <PageSection
      id="questions"
      title={t('about.cta.heading')}
      intro={t('about.cta.text')}
      tone="dark"
    >
      <ContactUsButton label={t('about.cta.action')} />
    </PageSection>
  );
}

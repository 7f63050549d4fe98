import { MailIcon } from '../../app/ui/icons';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Trans } from '../../app/i18n/Trans';
import { PageSection } from '../info/PageSection';
import type { SupportSettings } from './useSupportSettings';
import { useNearViewport } from './useNearViewport';
import styles from './HomePage.module.css';

// antd Form, Input and zod stay out of the home page's first load.
const ContactForm = lazy(() =>
  import('../contact/ContactForm').then((module) => ({ default: module.ContactForm })),
);

export interface ContactSectionProps {
  settings: SupportSettings | undefined;
}

/** Section `contactUs`: the contact form, plus the support e-mail for those who prefer mail. */
export function ContactSection({ settings }: ContactSectionProps) {
  const { t } = useTranslation('home');
  const formSlot = useRef<HTMLDivElement>(null);
  const showForm = useNearViewport(formSlot);
  const loading = <p className={styles.formLoading}>{t('contact.form.loading')}</p>;

  return (
    <PageSection id="contactUs" title={t('contact.heading')}>
      <div className={styles.contact}>
        <div>
          <p className={styles.contactIntro}>{t('contact.intro')}</p>
          {settings && (
            <p className={styles.contactLine}>
              <MailIcon className={styles.contactIcon} />
              <span>
                <Trans
                  t={t}
                  i18nKey="contact.email"
                  values={{ email: settings.email }}
                  components={[<a href={`mailto:${settings.email}`} dir="ltr" />]}
                />
              </span>
            </p>
          )}
          {settings?.company && (
            <p className={styles.company}>{t('contact.company', { company: settings.company })}</p>
          )}
        </div>
        <div ref={formSlot} className={styles.formSlot}>
          {showForm ? (
            <Suspense fallback={loading}>
              <ContactForm />
            </Suspense>
          ) : (
            loading
          )}
        </div>
      </div>
    </PageSection>
  );
}

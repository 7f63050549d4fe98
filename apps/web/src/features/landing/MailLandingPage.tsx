import { useTranslation } from '../../app/i18n/useTranslation';
import InteractionOutlined from '@ant-design/icons/InteractionOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import { useCurrentYear } from '../../app/layout/useCurrentYear';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { ContactUsButton } from '../home/ContactUsButton';
import { useSupportSettings } from '../home/useSupportSettings';
import { PageSection } from '../info/PageSection';
import { TileList } from '../info/TileList';
import { SocialLinks } from './SocialLinks';
import styles from './MailLandingPage.module.css';

const FEATURES = [
  { key: 'interactions', icon: <InteractionOutlined /> },
  { key: 'prescriptions', icon: <ProfileOutlined /> },
  { key: 'jobs', icon: <SolutionOutlined /> },
] as const;

/** `/{lang}/mail`: where links in Dawa's e-mails land. */
export function MailLandingPage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('landing.section'));
  const settings = useSupportSettings();
  const year = useCurrentYear();

  return (
    <div className={styles.page}>
      <PageSection
        id="welcome"
        title={t('landing.heading')}
        headingLevel={1}
        intro={t('landing.intro')}
        tone="tinted"
      >
        <TileList
          headingLevel={3}
          heading={t('landing.featuresHeading')}
          raised
          tiles={FEATURES.map(({ key, icon }) => ({
            key,
            icon,
            title: t(`landing.features.${key}.title`),
            text: t(`landing.features.${key}.text`),
          }))}
        />
        <div className={styles.contact}>
          <p className={styles.contactText}>{t('landing.contactText')}</p>
          <ContactUsButton label={t('landing.contact')} type="primary" />
        </div>
      </PageSection>
      <footer className={styles.footer}>
        {settings && <SocialLinks settings={settings} label={t('landing.social')} />}
        <p className={styles.copyright}>{t('chrome.footer.copyright', { ns: 'app', year })}</p>
      </footer>
    </div>
  );
}

import { CheckIcon } from '../../app/ui/statusIcons';
import { useTranslation } from '../../app/i18n/useTranslation';
import { InstallOffer } from '../../app/pwa/InstallOffer';
import { PageSection } from '../info/PageSection';
import { PhoneArt } from './PhoneArt';
import { StoreBadge } from './StoreBadge';
import type { SupportSettings } from './useSupportSettings';
import styles from './HomePage.module.css';

const POINTS = ['search', 'camera', 'notifications'] as const;

export interface DownloadSectionProps {
  settings: SupportSettings | undefined;
}

/**
 * Section `downloadNow`: the mobile app, its Install offer (#18) and its store links from the
 * support settings.
 */
export function DownloadSection({ settings }: DownloadSectionProps) {
  const { t } = useTranslation('home');
  return (
    <PageSection
      id="downloadNow"
      title={t('download.heading')}
      intro={t('download.text')}
      tone="dark"
    >
      <div className={styles.download}>
        <div>
          <ul className={styles.points}>
            {POINTS.map((key) => (
              <li key={key}>
                <CheckIcon className={styles.pointTick} />
                {t(`download.points.${key}`)}
              </li>
            ))}
          </ul>
          <InstallOffer placement="section" />
          <div className={styles.badges} role="group" aria-label={t('download.stores')}>
            {settings?.appStoreUrl && <StoreBadge store="appStore" href={settings.appStoreUrl} />}
            {settings?.googlePlayUrl && (
              <StoreBadge store="googlePlay" href={settings.googlePlayUrl} />
            )}
          </div>
        </div>
        <PhoneArt />
      </div>
    </PageSection>
  );
}

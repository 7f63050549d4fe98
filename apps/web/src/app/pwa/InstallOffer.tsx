import { DownloadIcon, ExportIcon } from '../ui/icons';
import { useTranslation } from '../i18n/useTranslation';
import { buttonClass } from '../ui/buttonClass';
import { promptInstall } from './installPrompt';
import { useInstallOffer } from './useInstallOffer';
import styles from './InstallOffer.module.css';

export interface InstallOfferProps {
  /** The home page's dark download section, or the footer's list of links (an item of it). */
  placement: 'section' | 'footer';
}

/**
 * Issue #18 point 2: an Install button where the browser offers to install the app, the
 * add-to-home-screen steps on iOS Safari, nothing elsewhere (or once installed).
 */
export function InstallOffer({ placement }: InstallOfferProps) {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  if (offer === 'none') return null;
  const iosHint = (
    <p className={`${styles.hint} ${styles[placement]}`}>
      <ExportIcon className={styles.hintIcon} />
      {t('pwa.iosHint')}
    </p>
  );
  if (placement === 'footer') {
    return (
      <li>
        {offer === 'ios' ? (
          iosHint
        ) : (
          <button
            type="button"
            className={styles.footerButton}
            onClick={() => void promptInstall()}
          >
            <DownloadIcon /> {t('pwa.install')}
          </button>
        )}
      </li>
    );
  }
  if (offer === 'ios') return <div className={styles.offer}>{iosHint}</div>;
  return (
    <div className={styles.offer}>
      <button
        type="button"
        // The default (light) look: a primary button would vanish on the section's dark teal.
        className={`${buttonClass({ size: 'large' })} ${styles.install}`}
        onClick={() => void promptInstall()}
      >
        <DownloadIcon />
        {t('pwa.install')}
      </button>
      <p className={`${styles.hint} ${styles.section}`}>{t('pwa.installHint')}</p>
    </div>
  );
}

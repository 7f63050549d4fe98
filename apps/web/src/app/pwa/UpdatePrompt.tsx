import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { buttonClass } from '../ui/buttonClass';
import { onUpdateWaiting, reloadToUpdate, updateWaiting } from './serviceWorker';
import styles from './UpdatePrompt.module.css';

/** "Update available — reload" once a new version of the app is installed (issue #18). */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(onUpdateWaiting, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div className={styles.prompt} role="status">
      <span>{t('pwa.updateAvailable')}</span>
      <button
        type="button"
        className={buttonClass({ type: 'primary' })}
        onClick={() => reloadToUpdate()}
      >
        {t('pwa.reload')}
      </button>
    </div>
  );
}

import { BellIcon } from '../ui/icons';
import { CheckIcon } from '../ui/statusIcons';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { useMutation } from 'urql';
import { toApiError } from '../errors/apiError';
import { useApiErrorHandler } from '../errors/useApiErrorHandler';
import { showToast } from '../feedback/toast';
import { useLanguage } from '../i18n/useLanguage';
import { buttonClass } from '../ui/buttonClass';
import { alertHasFilter, type SetFilters } from './alertFilter';
import { ALERT_KINDS, alertsPath } from './alertKinds';
import { ALERT_DOCUMENTS, type AlertFilterOf, type AlertKind } from './alerts.graphql';
import { useAlerts } from './useAlerts';
import styles from './Alerts.module.css';

export interface SaveAlertProps<K extends AlertKind> {
  kind: K;
  /** The list's current filters. */
  filter: SetFilters<AlertFilterOf<K>>;
}

/**
 * "Alert me to these jobs / facilities": saves a list's current filters as an alert of its
 * kind; once saved it says so, with the way to manage alerts. Mounted beside a list's filters.
 */
export function SaveAlert<K extends AlertKind>({ kind, filter }: SaveAlertProps<K>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const handleApiError = useApiErrorHandler();
  const { alerts, refresh } = useAlerts(kind);
  const [{ fetching }, save] = useMutation(ALERT_DOCUMENTS[kind].create);
  const saved = alerts?.some((alert) => alertHasFilter(alert, filter)) ?? false;

  const submit = async () => {
    const result = await save({ filter });
    if (result.error) {
      const limit = toApiError(result.error).fieldErrors.find(
        (error) => error.message === ALERT_KINDS[kind].limitMessage,
      );
      // A union of the kinds' keys, which the translator's key types resolve to their plural forms.
      const counted: AlertKind = kind;
      if (limit)
        showToast(language, {
          type: 'error',
          key: `${kind}-alert-limit`,
          title: t(`alerts.${counted}.limit`, { count: Number(limit.params?.limit) }),
        });
      else handleApiError(result.error);
      return;
    }
    showToast(language, {
      type: 'success',
      key: `${kind}-alert-saved`,
      title: t(`alerts.${kind}.savedToast`),
      description: t(`alerts.${kind}.savedToastText`),
    });
    refresh();
  };

  return (
    <div className={styles.bar}>
      {saved ? (
        <p className={styles.saved} role="status">
          <CheckIcon />
          {t('alerts.saved')}
        </p>
      ) : (
        <button
          type="button"
          className={buttonClass()}
          disabled={fetching || !alerts}
          onClick={() => void submit()}
        >
          <BellIcon />
          {Object.keys(filter).length > 0 ? t(`alerts.${kind}.save`) : t(`alerts.${kind}.saveAll`)}
        </button>
      )}
      <Link to={alertsPath(language, kind)} className={styles.manage}>
        {t('alerts.manage')}
      </Link>
    </div>
  );
}

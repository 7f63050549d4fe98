import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import BellOutlined from '@ant-design/icons/BellOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { JOB_ALERTS_LIMIT_MESSAGE } from '@dawa/shared/jobs';
import { toApiError } from '../../app/errors/apiError';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { buttonClass } from '../../app/ui/buttonClass';
import { alertHasFilter } from './jobAlert';
import type { JobFilterValues } from './jobFilter';
import { JobAlertCreateMutation } from './jobs.graphql';
import { useJobAlerts } from './useJobAlerts';
import styles from './Jobs.module.css';

export interface SaveJobAlertProps {
  /** The list's current filters. */
  filter: JobFilterValues;
}

/** The profile tab where alerts are managed. */
export const jobAlertsPath = (language: string) => `/${language}/profile?tab=jobs#job-alerts`;

/**
 * "Alert me to these jobs": saves the list's current filters as a job alert; once saved it
 * says so, with the way to manage alerts.
 */
export function SaveJobAlert({ filter }: SaveJobAlertProps) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const handleApiError = useApiErrorHandler();
  const { alerts, refresh } = useJobAlerts();
  const [{ fetching }, save] = useMutation(JobAlertCreateMutation);
  const saved = alerts?.some((alert) => alertHasFilter(alert, filter)) ?? false;

  const submit = async () => {
    const result = await save({ filter });
    if (result.error) {
      const limit = toApiError(result.error).fieldErrors.find(
        (error) => error.message === JOB_ALERTS_LIMIT_MESSAGE,
      );
      if (limit)
        showToast(language, {
          type: 'error',
          key: 'job-alert-limit',
          title: t('alerts.limit', { count: Number(limit.params?.limit) }),
        });
      else handleApiError(result.error);
      return;
    }
    showToast(language, {
      type: 'success',
      key: 'job-alert-saved',
      title: t('alerts.savedToast'),
      description: t('alerts.savedToastText'),
    });
    refresh();
  };

  return (
    <div className={styles.alertBar}>
      {saved ? (
        <p className={styles.alertSaved} role="status">
          <CheckOutlined aria-hidden />
          {t('alerts.saved')}
        </p>
      ) : (
        <button
          type="button"
          className={buttonClass()}
          disabled={fetching || !alerts}
          onClick={() => void submit()}
        >
          <BellOutlined aria-hidden />
          {Object.keys(filter).length > 0 ? t('alerts.save') : t('alerts.saveAll')}
        </button>
      )}
      <Link to={jobAlertsPath(language)} className={styles.alertManage}>
        {t('alerts.manage')}
      </Link>
    </div>
  );
}

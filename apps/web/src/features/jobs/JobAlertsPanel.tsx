import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { POST_PAGES } from '@dawa/shared/postPages';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { buttonClass } from '../../app/ui/buttonClass';
import { filterOfAlert } from './jobAlert';
import { paramsWithFilter } from './jobFilter';
import { JobAlertDeleteMutation } from './jobs.graphql';
import { useAlertSummary, useJobAlerts } from './useJobAlerts';
import { useJobReference } from './useJobReference';
import styles from './Jobs.module.css';
import { EmptyState } from '../../app/ui/EmptyState';

/** The profile's job alerts: what each asks for, its jobs, and deleting it. */
export function JobAlertsPanel() {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const handleApiError = useApiErrorHandler();
  const { alerts, refresh } = useJobAlerts();
  const summaryOf = useAlertSummary(useJobReference());
  const [{ fetching }, remove] = useMutation(JobAlertDeleteMutation);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = alerts !== undefined;
  // "Manage alerts" links here: the section renders after its data, too late for the browser.
  useEffect(() => {
    if (loaded && hash === '#job-alerts') section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const removeAlert = async (id: string) => {
    const result = await remove({ id });
    if (result.error) handleApiError(result.error);
    else
      showToast(language, {
        type: 'success',
        key: 'job-alert-deleted',
        title: t('alerts.deleted'),
      });
    refresh();
  };

  return (
    <section
      ref={section}
      id="job-alerts"
      className={styles.alerts}
      aria-labelledby="job-alerts-heading"
    >
      <h2 id="job-alerts-heading">{t('alerts.heading')}</h2>
      <p className={styles.status}>{t('alerts.intro')}</p>
      {alerts && alerts.length === 0 && (
        <EmptyState>
          <p>{t('alerts.empty')}</p>
          <Link className={buttonClass()} to={`/${language}/${POST_PAGES.job.list}`}>
            {t('alerts.browse')}
          </Link>
        </EmptyState>
      )}
      {alerts && alerts.length > 0 && (
        <ul className={styles.alertList} aria-label={t('alerts.list')}>
          {alerts.map((alert) => {
            const summary = summaryOf(alert);
            const search = paramsWithFilter(new URLSearchParams(), filterOfAlert(alert)).toString();
            return (
              <li key={alert.id} className={styles.alertItem}>
                <p className={styles.alertSummary} dir="auto">
                  {summary}
                </p>
                <div className={styles.contact}>
                  <Link
                    className={buttonClass()}
                    to={`/${language}/${POST_PAGES.job.list}${search ? `?${search}` : ''}`}
                  >
                    {t('alerts.show')}
                  </Link>
                  <button
                    type="button"
                    className={buttonClass()}
                    disabled={fetching}
                    aria-label={t('alerts.deleteNamed', { summary })}
                    onClick={() => void removeAlert(alert.id)}
                  >
                    <DeleteOutlined aria-hidden />
                    {t('alerts.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

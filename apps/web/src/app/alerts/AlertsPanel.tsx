import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { useMutation } from 'urql';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useApiErrorHandler } from '../errors/useApiErrorHandler';
import { showToast } from '../feedback/toast';
import { useLanguage } from '../i18n/useLanguage';
import { buttonClass } from '../ui/buttonClass';
import { EmptyState } from '../ui/EmptyState';
import { filterOfAlert, type SetFilters } from './alertFilter';
import { ALERT_KINDS, alertListPath } from './alertKinds';
import { ALERT_DOCUMENTS, type AlertFilterOf, type AlertKind } from './alerts.graphql';
import { useAlerts } from './useAlerts';
import rows from '../ui/RowList.module.css';
import styles from './Alerts.module.css';

export interface AlertsPanelProps<K extends AlertKind> {
  kind: K;
  /** What an alert asks for, in words of the page language ("Giza, Dokki · Pharmacist"). */
  summary: (filter: SetFilters<AlertFilterOf<K>>) => string;
  /** The list's URL parameters for these filters (the alert's "Show" link). */
  search: (filter: SetFilters<AlertFilterOf<K>>) => string;
}

/** A profile tab's saved alerts of one kind: what each asks for, its posts, and deleting it. */
export function AlertsPanel<K extends AlertKind>({ kind, summary, search }: AlertsPanelProps<K>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const handleApiError = useApiErrorHandler();
  const { alerts, refresh } = useAlerts(kind);
  const [{ fetching }, remove] = useMutation(ALERT_DOCUMENTS[kind].remove);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const { anchor } = ALERT_KINDS[kind];
  const loaded = alerts !== undefined;
  // "Manage alerts" links here: the section renders after its data, too late for the browser.
  useEffect(() => {
    if (loaded && hash === `#${anchor}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash, anchor]);

  const removeAlert = async (id: string) => {
    const result = await remove({ id });
    if (result.error) handleApiError(result.error);
    else
      showToast(language, {
        type: 'success',
        key: `${kind}-alert-deleted`,
        title: t(`alerts.${kind}.deleted`),
      });
    refresh();
  };

  return (
    <section
      ref={section}
      id={anchor}
      className={rows.section}
      aria-labelledby={`${anchor}-heading`}
    >
      <h2 id={`${anchor}-heading`}>{t(`alerts.${kind}.heading`)}</h2>
      <p className={rows.intro}>{t(`alerts.${kind}.intro`)}</p>
      {alerts && alerts.length === 0 && (
        <EmptyState>
          <p>{t(`alerts.${kind}.empty`)}</p>
          <Link className={buttonClass()} to={alertListPath(language, kind, '')}>
            {t(`alerts.${kind}.browse`)}
          </Link>
        </EmptyState>
      )}
      {alerts && alerts.length > 0 && (
        <ul className={rows.list} aria-label={t(`alerts.${kind}.list`)}>
          {alerts.map((alert) => {
            const filter = filterOfAlert<K>(alert);
            const words = summary(filter);
            return (
              <li key={alert.id} className={rows.item}>
                <p className={styles.summary} dir="auto">
                  {words}
                </p>
                <div className={styles.actions}>
                  <Link
                    className={buttonClass()}
                    to={alertListPath(language, kind, search(filter))}
                  >
                    {t(`alerts.${kind}.show`)}
                  </Link>
                  <button
                    type="button"
                    className={buttonClass()}
                    disabled={fetching}
                    aria-label={t('alerts.deleteNamed', { summary: words })}
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

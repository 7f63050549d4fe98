import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { formatNumber } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { filterOfAlert } from './jobAlert';
import { JobAlertsQuery, type JobAlertItem } from './jobs.graphql';
import type { JobReferenceOptions } from './useJobReference';

export interface JobAlerts {
  /** Undefined while loading. */
  alerts: JobAlertItem[] | undefined;
  /** Asks the server again (after a save or a delete). */
  refresh: () => void;
}

/** The viewer's saved job alerts. */
export function useJobAlerts(): JobAlerts {
  const [{ data, error }, reexecute] = useQuery({
    query: JobAlertsQuery,
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { alerts: data?.jobAlerts, refresh };
}

/**
 * What an alert asks for, in words of the page language: "Giza, Dokki · Pharmacist · From 9,000
 * L.E. a month · “night”", or "Every new job".
 */
export function useAlertSummary(
  reference: JobReferenceOptions | undefined,
): (alert: JobAlertItem) => string {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  return useCallback(
    (alert) => {
      const filter = filterOfAlert(alert);
      const label = (options: { value: string; label: string }[] | undefined, id?: string) =>
        id ? (options?.find((option) => option.value === id)?.label ?? id) : undefined;
      const amount = filter.salaryMin && formatNumber(filter.salaryMin, language);
      const parts = [
        filter.cityId &&
          [
            label(reference?.regionsOf(filter.cityId), filter.regionId),
            label(reference?.cities, filter.cityId),
          ]
            .filter(Boolean)
            .join(language === 'ar' ? '، ' : ', '),
        label(reference?.positions, filter.positionId),
        label(reference?.workplaces, filter.workplaceId),
        filter.type && t(`types.${filter.type}`),
        amount &&
          (filter.salaryPeriod
            ? t('alerts.salaryFromPer', { amount, period: t(`salary.per.${filter.salaryPeriod}`) })
            : t('alerts.salaryFrom', { amount })),
        filter.text && t('alerts.words', { text: filter.text }),
      ].filter(Boolean);
      return parts.length > 0 ? parts.join(' · ') : t('alerts.all');
    },
    [reference, t, language],
  );
}

import { useTranslation } from '../../app/i18n/useTranslation';
import { optionLabel, useAlertSummary } from '../../app/alerts/useAlertSummary';
import { formatNumber } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import type { JobFilterValues } from './jobFilter';
import type { JobReferenceOptions } from './useJobReference';

/**
 * What a job alert asks for, in words of the page language: "Giza, Dokki · Pharmacist · From
 * 9,000 L.E. a month · “night”", or "Every new job".
 */
export function useJobAlertSummary(
  reference: JobReferenceOptions | undefined,
): (filter: JobFilterValues) => string {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  return useAlertSummary<JobFilterValues>('job', reference, (filter) => {
    const amount = filter.salaryMin && formatNumber(filter.salaryMin, language);
    return [
      optionLabel(reference?.positions, filter.positionId),
      optionLabel(reference?.workplaces, filter.workplaceId),
      filter.type && t(`types.${filter.type}`),
      amount &&
        (filter.salaryPeriod
          ? t('alerts.salaryFromPer', { amount, period: t(`salary.per.${filter.salaryPeriod}`) })
          : t('alerts.salaryFrom', { amount })),
      filter.text && t('alerts.words', { text: filter.text }),
    ];
  });
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobFilterValues } from './jobFilter';
import { formatNumber } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import type { JobReferenceOptions } from './useJobReference';

/**
 * What a job alert asks for, in words of the page language: "Giza, Dokki · Pharmacist · From
 * 9,000 L.E. a month · “night”", or "Every new job".
 */
export function useAlertSummary(
  reference: JobReferenceOptions | undefined,
): (filter: JobFilterValues) => string {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  return useCallback(
    (filter) => {
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

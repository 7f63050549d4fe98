import { useTranslation } from '../../app/i18n/useTranslation';
import type { SalaryPeriod } from '@dawa/shared/jobs';
import { formatNumber } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';

export interface SalaryValue {
  negotiable: boolean;
  from?: number | null;
  to?: number | null;
  period?: SalaryPeriod | null;
}

/** "9,000 – 12,000 L.E. a month", or "Salary negotiable", in the page language. */
export function useSalaryText(salary: SalaryValue): string {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  if (salary.negotiable || salary.from == null || salary.to == null || !salary.period)
    return t('salary.negotiable');
  return t('salary.range', {
    from: formatNumber(salary.from, language),
    to: formatNumber(salary.to, language),
    period: t(`salary.per.${salary.period}`),
  });
}

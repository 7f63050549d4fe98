import { useTranslation } from 'react-i18next';
import type { SalaryPeriod } from '@dawa/shared/jobs';
import { useLanguage } from '../../app/i18n/useLanguage';

const LOCALES = { en: 'en-GB', ar: 'ar-EG' } as const;

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
  const number = new Intl.NumberFormat(LOCALES[language]);
  return t('salary.range', {
    from: number.format(salary.from),
    to: number.format(salary.to),
    period: t(`salary.per.${salary.period}`),
  });
}

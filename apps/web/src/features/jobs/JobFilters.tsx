import { useTranslation } from '../../app/i18n/useTranslation';
import { JOB_SALARY_MAX, JOB_TYPES, SALARY_PERIODS } from '@dawa/shared/jobs';
import { FilterChoice, FilterField, FilterPanel, PlaceChoices } from '../../app/ui/FilterPanel';
import { activeFilterCount, type JobFilterValues } from './jobFilter';
import type { JobReferenceOptions } from './useJobReference';

export interface JobFiltersProps {
  filter: JobFilterValues;
  /** Undefined while the reference lists load (the choices wait; the text search works). */
  reference: JobReferenceOptions | undefined;
  onChange: (filter: JobFilterValues) => void;
}

/**
 * The list's filters, all in the URL: lists apply as soon as one is chosen; the words and the
 * salary when sent (Enter or the button).
 */
export function JobFilters({ filter, reference, onChange }: JobFiltersProps) {
  const { t } = useTranslation('jobs');
  const set = (changes: Partial<JobFilterValues>) => {
    onChange({ ...filter, ...changes });
  };

  const submit = (data: FormData) => {
    const text = String(data.get('text') ?? '').trim();
    const salary = Number(data.get('salaryMin'));
    const salaryMin =
      Number.isInteger(salary) && salary > 0 && salary <= JOB_SALARY_MAX ? salary : undefined;
    const period = SALARY_PERIODS.find((value) => value === data.get('salaryPeriod'));
    onChange({
      ...filter,
      text: text || undefined,
      salaryMin,
      salaryPeriod: salaryMin ? period : undefined,
    });
  };

  return (
    <FilterPanel
      namespace="jobs"
      count={activeFilterCount(filter)}
      onSubmit={submit}
      onClear={() => onChange({})}
      // A new filter from the URL (back, a link) resets the words and salary typed here.
      formKey={`${filter.text ?? ''}|${filter.salaryMin ?? ''}|${filter.salaryPeriod ?? ''}`}
    >
      <FilterField label={t('filters.search')} wide>
        {(id) => (
          <input
            id={id}
            type="search"
            name="text"
            defaultValue={filter.text ?? ''}
            placeholder={t('filters.searchPlaceholder')}
            maxLength={100}
            dir="auto"
          />
        )}
      </FilterField>
      <PlaceChoices
        namespace="jobs"
        cityId={filter.cityId}
        regionId={filter.regionId}
        reference={reference}
        onChange={(changes) => onChange({ ...filter, ...changes })}
      />
      <FilterChoice
        label={t('filters.position')}
        any={t('filters.anyPosition')}
        value={filter.positionId}
        options={reference?.positions}
        onChange={(positionId) => set({ positionId })}
      />
      <FilterChoice
        label={t('filters.workplace')}
        any={t('filters.anyWorkplace')}
        value={filter.workplaceId}
        options={reference?.workplaces}
        onChange={(workplaceId) => set({ workplaceId })}
      />
      <FilterChoice
        label={t('filters.type')}
        any={t('filters.anyType')}
        value={filter.type}
        options={JOB_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        onChange={(type) => set({ type: JOB_TYPES.find((value) => value === type) })}
      />
      <FilterField label={t('filters.salaryMin')}>
        {(id) => (
          <input
            id={id}
            type="number"
            name="salaryMin"
            inputMode="numeric"
            min={1}
            max={JOB_SALARY_MAX}
            step={1}
            defaultValue={filter.salaryMin ?? ''}
          />
        )}
      </FilterField>
      <FilterField label={t('filters.period')}>
        {(id) => (
          <select id={id} name="salaryPeriod" defaultValue={filter.salaryPeriod ?? 'month'}>
            {SALARY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`salary.periods.${period}`)}
              </option>
            ))}
          </select>
        )}
      </FilterField>
    </FilterPanel>
  );
}

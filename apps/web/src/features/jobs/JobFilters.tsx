import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { JOB_SALARY_MAX, JOB_TYPES, SALARY_PERIODS } from '@dawa/shared/jobs';
import { useExtraSmall } from '../../app/layout/useExtraSmall';
import { activeFilterCount, type JobFilterValues } from './jobFilter';
import type { JobReferenceOptions, ReferenceOption } from './useJobReference';
import { buttonClass } from '../../app/ui/buttonClass';
import styles from './Jobs.module.css';

export interface JobFiltersProps {
  filter: JobFilterValues;
  /** Undefined while the reference lists load (the choices wait; the text search works). */
  reference: JobReferenceOptions | undefined;
  onChange: (filter: JobFilterValues) => void;
}

/**
 * The list's filters, all in the URL: lists apply as soon as one is chosen; the words and the
 * salary when sent (Enter or the button). Native controls: light to load, and the phone's own
 * pickers. Folded behind a "Filters" button on extra-small screens.
 */
export function JobFilters({ filter, reference, onChange }: JobFiltersProps) {
  const { t } = useTranslation('jobs');
  const extraSmall = useExtraSmall();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(filter);
  const set = (changes: Partial<JobFilterValues>) => {
    const next = { ...filter, ...changes };
    if ('cityId' in changes) delete next.regionId;
    onChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
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
    if (extraSmall) setOpen(false);
  };

  const shown = !extraSmall || open;
  return (
    <section className={styles.filters} aria-label={t('filters.label')}>
      {extraSmall && (
        <button
          type="button"
          className={`${buttonClass()} ${styles.filterToggle}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <FilterOutlined aria-hidden />
          {count > 0 ? t('filters.toggleCount', { count }) : t('filters.toggle')}
        </button>
      )}
      <form
        id={panelId}
        className={styles.filterForm}
        hidden={!shown}
        onSubmit={submit}
        role="search"
        // A new filter from the URL (back, a link) resets the words and salary typed here.
        key={`${filter.text ?? ''}|${filter.salaryMin ?? ''}|${filter.salaryPeriod ?? ''}`}
      >
        <Field label={t('filters.search')} wide>
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
        </Field>
        <Choice
          label={t('filters.city')}
          any={t('filters.anyCity')}
          value={filter.cityId}
          options={reference?.cities}
          onChange={(cityId) => set({ cityId })}
        />
        <Choice
          label={t('filters.region')}
          any={t('filters.anyRegion')}
          value={filter.regionId}
          options={filter.cityId ? reference?.regionsOf(filter.cityId) : []}
          disabled={!filter.cityId}
          onChange={(regionId) => set({ regionId })}
        />
        <Choice
          label={t('filters.position')}
          any={t('filters.anyPosition')}
          value={filter.positionId}
          options={reference?.positions}
          onChange={(positionId) => set({ positionId })}
        />
        <Choice
          label={t('filters.workplace')}
          any={t('filters.anyWorkplace')}
          value={filter.workplaceId}
          options={reference?.workplaces}
          onChange={(workplaceId) => set({ workplaceId })}
        />
        <Choice
          label={t('filters.type')}
          any={t('filters.anyType')}
          value={filter.type}
          options={JOB_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          onChange={(type) => set({ type: JOB_TYPES.find((value) => value === type) })}
        />
        <Field label={t('filters.salaryMin')}>
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
        </Field>
        <Field label={t('filters.period')}>
          {(id) => (
            <select id={id} name="salaryPeriod" defaultValue={filter.salaryPeriod ?? 'month'}>
              {SALARY_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`salary.periods.${period}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.filterActions}>
          <button type="submit" className={buttonClass({ type: 'primary' })}>
            {t('filters.apply')}
          </button>
          {count > 0 && (
            <button type="button" className={buttonClass()} onClick={() => onChange({})}>
              {t('filters.clear')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

interface ChoiceProps {
  label: string;
  /** The first option, for no filter. */
  any: string;
  value: string | undefined;
  options: readonly ReferenceOption[] | undefined;
  disabled?: boolean;
  onChange: (value: string | undefined) => void;
}

/** A list filter: a native select whose first option means "any". */
function Choice({ label, any, value, options, disabled, onChange }: ChoiceProps) {
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          value={value ?? ''}
          disabled={disabled || !options}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value="">{any}</option>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {value && options && !options.some((option) => option.value === value) && (
            <option value={value}>{value}</option>
          )}
        </select>
      )}
    </Field>
  );
}

interface FieldProps {
  label: string;
  wide?: boolean;
  /** The control, given the id its label points at. */
  children: (id: string) => ReactNode;
}

/** A label above its control, tied by id (the control's name is the label alone). */
function Field({ label, wide, children }: FieldProps) {
  const id = useId();
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

import { FilterIcon } from './listIcons';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useExtraSmall } from '../layout/useExtraSmall';
import type { CityOptions, ReferenceOption } from '../reference/referenceOptions';
import { buttonClass } from './buttonClass';
import styles from './FilterPanel.module.css';

/**
 * The catalogues whose `filters` section has the panel's texts: `label`, `toggle`,
 * `toggleCount`, `apply`, `clear`, and for the place choices `city`, `anyCity`, `region`,
 * `anyRegion`.
 */
export type FilterNamespace = 'facilities' | 'jobs';

export interface FilterPanelProps {
  namespace: FilterNamespace;
  /** How many filters are on: the folded button says so, and Clear shows when any. */
  count: number;
  /** The typed fields (words, amounts) are sent; the lists apply as they change. */
  onSubmit: (data: FormData) => void;
  onClear: () => void;
  /** Changes when the URL brings other filters: the typed fields start again from them. */
  formKey: string;
  children: ReactNode;
}

/**
 * A list's filters (all in the URL): native controls, light to load and the phone's own
 * pickers; folded behind a "Filters" button on extra-small screens.
 */
export function FilterPanel({
  namespace,
  count,
  onSubmit,
  onClear,
  formKey,
  children,
}: FilterPanelProps) {
  const { t } = useTranslation(namespace);
  const extraSmall = useExtraSmall();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
    if (extraSmall) setOpen(false);
  };

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
          <FilterIcon />
          {count > 0 ? t('filters.toggleCount', { count }) : t('filters.toggle')}
        </button>
      )}
      <form
        id={panelId}
        className={styles.filterForm}
        hidden={extraSmall && !open}
        onSubmit={submit}
        role="search"
        key={formKey}
      >
        {children}
        <div className={styles.filterActions}>
          <button type="submit" className={buttonClass({ type: 'primary' })}>
            {t('filters.apply')}
          </button>
          {count > 0 && (
            <button type="button" className={buttonClass()} onClick={onClear}>
              {t('filters.clear')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

export interface FilterChoiceProps {
  label: string;
  /** The first option, for no filter. */
  any: string;
  value: string | undefined;
  options: readonly ReferenceOption[] | undefined;
  disabled?: boolean;
  onChange: (value: string | undefined) => void;
}

/** A list filter: a native select whose first option means "any". */
export function FilterChoice({
  label,
  any,
  value,
  options,
  disabled,
  onChange,
}: FilterChoiceProps) {
  return (
    <FilterField label={label}>
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
    </FilterField>
  );
}

export interface FilterFieldProps {
  label: string;
  wide?: boolean;
  /** The control, given the id its label points at. */
  children: (id: string) => ReactNode;
}

/** A label above its control, tied by id (the control's name is the label alone). */
export function FilterField({ label, wide, children }: FilterFieldProps) {
  const id = useId();
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

export interface PlaceChoicesProps {
  namespace: FilterNamespace;
  cityId: string | undefined;
  regionId: string | undefined;
  /** Undefined while the reference lists load. */
  reference: CityOptions | undefined;
  /** A new governorate drops the district. */
  onChange: (changes: { cityId?: string; regionId?: string }) => void;
}

/** The governorate, then one of its districts (none to choose before a governorate). */
export function PlaceChoices({
  namespace,
  cityId,
  regionId,
  reference,
  onChange,
}: PlaceChoicesProps) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <FilterChoice
        label={t('filters.city')}
        any={t('filters.anyCity')}
        value={cityId}
        options={reference?.cities}
        onChange={(city) => onChange({ cityId: city, regionId: undefined })}
      />
      <FilterChoice
        label={t('filters.region')}
        any={t('filters.anyRegion')}
        value={regionId}
        options={cityId ? reference?.regionsOf(cityId) : []}
        disabled={!cityId}
        onChange={(region) => onChange({ regionId: region })}
      />
    </>
  );
}

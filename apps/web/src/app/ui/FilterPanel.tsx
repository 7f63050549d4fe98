import { useId, useState, type FormEvent, type ReactNode } from 'react';
import FilterOutlined from '@ant-design/icons/FilterOutlined';
import { useExtraSmall } from '../layout/useExtraSmall';
import type { ReferenceOption } from '../reference/referenceOptions';
import { buttonClass } from './buttonClass';
import styles from './FilterPanel.module.css';

export interface FilterPanelTexts {
  /** The section's name. */
  label: string;
  /** The folded panel's button, without and with the count of filters on. */
  toggle: string;
  toggleCount: (count: number) => string;
  apply: string;
  clear: string;
}

export interface FilterPanelProps {
  texts: FilterPanelTexts;
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
  texts,
  count,
  onSubmit,
  onClear,
  formKey,
  children,
}: FilterPanelProps) {
  const extraSmall = useExtraSmall();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget));
    if (extraSmall) setOpen(false);
  };

  return (
    <section className={styles.filters} aria-label={texts.label}>
      {extraSmall && (
        <button
          type="button"
          className={`${buttonClass()} ${styles.filterToggle}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <FilterOutlined aria-hidden />
          {count > 0 ? texts.toggleCount(count) : texts.toggle}
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
            {texts.apply}
          </button>
          {count > 0 && (
            <button type="button" className={buttonClass()} onClick={onClear}>
              {texts.clear}
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

import { DownIcon } from '../../app/ui/icons';
import { FilterIcon } from '../../app/ui/listIcons';
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { DRUG_SEARCH_BY, type DrugSearchBy } from '@dawa/shared/drugs';
import { LazyChoiceDialog } from '../../app/dialogs/LazyDialogs';
import type { Choice } from '../../app/dialogs/ChoiceDialog';
import styles from './DrugSearch.module.css';

export interface FilterTabsProps {
  value: DrugSearchBy;
  onChange: (value: DrugSearchBy) => void;
}

/**
 * What the search matches (SPEC §2 filter tabs): a row of toggle buttons, which below 600 px
 * collapses into a button that opens the choice dialog (radio options).
 */
export function FilterTabs({ value, onChange }: FilterTabsProps) {
  const { t } = useTranslation('drugs');
  const [dialogOpen, setDialogOpen] = useState(false);
  const choose = (next: DrugSearchBy) => {
    if (next !== value) onChange(next);
  };

  // The dialog shows the label of the page language; the catalogue of the other language is
  // not loaded, and not needed.
  const choices: Choice<DrugSearchBy>[] = DRUG_SEARCH_BY.map((option) => {
    const label = t(`filter.${option}`);
    return { value: option, label: { en: label, ar: label } };
  });

  return (
    <>
      <div role="group" aria-label={t('filter.label')} className={styles.filterTabs}>
        <span className={styles.filterLabel} aria-hidden>
          {t('filter.label')}
        </span>
        {DRUG_SEARCH_BY.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.filterTab}
            aria-pressed={option === value}
            onClick={() => choose(option)}
          >
            {t(`filter.${option}`)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className={styles.filterButton}
        aria-haspopup="dialog"
        onClick={() => setDialogOpen(true)}
      >
        <FilterIcon />
        <span className={styles.filterButtonText}>
          {t('filter.button', { filter: t(`filter.${value}`) })}
        </span>
        <DownIcon className={styles.filterButtonCaret} />
      </button>
      <LazyChoiceDialog<DrugSearchBy>
        open={dialogOpen}
        title={t('filter.dialogTitle')}
        choices={choices}
        initialValue={value}
        onCancel={() => setDialogOpen(false)}
        onSubmit={(next) => {
          setDialogOpen(false);
          choose(next);
        }}
      />
    </>
  );
}

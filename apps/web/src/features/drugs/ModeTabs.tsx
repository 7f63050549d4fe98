import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { DRUG_TABS, type DrugTab } from '@dawa/shared/drugs';
import { useLanguage } from '../../app/i18n/useLanguage';
import styles from './DrugSearch.module.css';

export type DrugMode = 'results' | DrugTab;
export const DRUG_MODES: readonly DrugMode[] = ['results', ...DRUG_TABS];

export interface ModeTabsProps {
  value: DrugMode;
  onChange: (value: DrugMode) => void;
  /** Id prefix: tab `i` is `${idPrefix}-tab-${mode}`; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
}

export const modeTabId = (idPrefix: string, mode: DrugMode) => `${idPrefix}-tab-${mode}`;
export const modePanelId = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * Results, alternatives and similarities (SPEC §2): an ARIA tablist over one panel, with the
 * arrow keys (mirrored in Arabic), Home and End moving between the tabs.
 */
export function ModeTabs({ value, onChange, idPrefix }: ModeTabsProps) {
  const { t } = useTranslation('drugs');
  const rtl = useLanguage() === 'ar';
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = DRUG_MODES.indexOf(value);
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (current + 1) % DRUG_MODES.length;
    else if (event.key === backward) next = (current - 1 + DRUG_MODES.length) % DRUG_MODES.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = DRUG_MODES.length - 1;
    else return;
    event.preventDefault();
    const mode = DRUG_MODES[next];
    if (mode === undefined) return;
    onChange(mode);
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      className={styles.modeTabs}
      onKeyDown={onKeyDown}
    >
      {DRUG_MODES.map((mode, index) => (
        <button
          key={mode}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          id={modeTabId(idPrefix, mode)}
          type="button"
          role="tab"
          aria-selected={mode === value}
          aria-controls={modePanelId(idPrefix)}
          tabIndex={mode === value ? 0 : -1}
          className={styles.modeTab}
          onClick={() => {
            if (mode !== value) onChange(mode);
          }}
        >
          {t(`tabs.${mode}`)}
        </button>
      ))}
    </div>
  );
}

import { ArrowRightIcon } from './drugIcons';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { ButtonLink } from '../../app/layout/ButtonLink';
import { useLanguage } from '../../app/i18n/useLanguage';
import { DrugSearch } from './DrugSearch';
import {
  INITIAL_DRUG_INDEX_STATE,
  sameDrugIndexState,
  withDrugIndexState,
  type DrugIndexState,
} from './drugIndexState';
import type { DrugIndexStateSetter } from './useDrugIndexUrlState';
import styles from './DrugSearchEmbed.module.css';

/**
 * The drug search embedded in the home page (SPEC §2): the screen's search with its state in
 * memory (the home page's URL is for its sections), and a link that carries the current
 * search to the full screen.
 */
export function DrugSearchEmbed() {
  const { t } = useTranslation('drugs');
  const language = useLanguage();
  const [state, setState] = useState<DrugIndexState>(INITIAL_DRUG_INDEX_STATE);
  const onStateChange = useCallback<DrugIndexStateSetter>(
    (next) => setState((current) => (sameDrugIndexState(current, next) ? current : next)),
    [],
  );
  const query = withDrugIndexState(new URLSearchParams(), state).toString();

  return (
    <div className={styles.embed}>
      <DrugSearch variant="embed" state={state} onStateChange={onStateChange} />
      <p className={styles.more}>
        <ButtonLink
          to={{ pathname: `/${language}/drug-index`, search: query ? `?${query}` : '' }}
          icon={<ArrowRightIcon />}
          className={styles.moreLink}
        >
          {t('embed.openFull')}
        </ButtonLink>
      </p>
    </div>
  );
}
